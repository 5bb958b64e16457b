import { expect, type Page } from '@playwright/test';
import { apiLogin as apiLoginWith } from './auth-helpers';

export const LANGS = ['zh-CN', 'en-US', 'vi-VN'] as const;
export type Lang = (typeof LANGS)[number];
export const WIDTHS = [1280, 700] as const;

export interface LoginBody {
  access_token: string;
  refresh_token: string;
  user_info: unknown;
  protalUser?: unknown;
}

/** Logs a demo user in through the API (image code from the test header); answers the token reply. */
export const apiLogin = (page: Page, username = 'supplier01', password = 'Portal@2026'): Promise<LoginBody> => apiLoginWith(page.request, username, password);

/**
 * A page of the portal's origin that runs none of the portal's code: where a test writes the
 * portal's storage before it opens the page it is about. (The SPA's /404 did the same job at the
 * cost of a whole portal start per test.)
 */
export const STORAGE_PAGE = '/health';

/** Writes values the way the portal's storage wrapper does (prefix + typed wrapper). */
export async function putStorage(page: Page, values: Record<string, unknown>, kind: 'local' | 'session' = 'local'): Promise<void> {
  await page.evaluate(
    ({ values, kind }) => {
      const storage = kind === 'local' ? localStorage : sessionStorage;
      for (const [name, content] of Object.entries(values)) {
        storage.setItem(`isp-portal-${name}`, JSON.stringify({ dataType: typeof content, content, type: kind, datetime: Date.now() }));
      }
    },
    { values, kind },
  );
}

export async function readStorage<T = unknown>(page: Page, name: string): Promise<T | undefined> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(`isp-portal-${key}`) ?? sessionStorage.getItem(`isp-portal-${key}`);
    return raw ? (JSON.parse(raw) as { content: unknown }).content : undefined;
  }, name) as Promise<T | undefined>;
}

/**
 * Starts a test logged in (through the API) with the given interface language, on a page of the
 * portal's origin that is not the portal (STORAGE_PAGE); the caller then opens the page it is about.
 */
export async function shellSession(page: Page, opts: { lang?: Lang; user?: string; extra?: Record<string, unknown> } = {}): Promise<LoginBody> {
  const body = await apiLogin(page, opts.user);
  await page.goto(STORAGE_PAGE);
  await putStorage(page, {
    access_token: body.access_token,
    refresh_token: body.refresh_token,
    user_info: body.user_info,
    ...(body.protalUser ? { portal_user: body.protalUser } : {}),
    lang: opts.lang ?? 'zh-CN',
    ...opts.extra,
  });
  return body;
}

/** In-app navigation, as a click in the menu does (no page reload). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (window as unknown as { __PORTAL_NAVIGATION__: { go(p: string): void } }).__PORTAL_NAVIGATION__.go(p), path);
}

/** The shell's texts per language, from the host's own locale files. */
export const TEXT: Record<Lang, { title: string; noMenu: string; lockRequired: string; wrongUnlock: string; settingsTitle: string; version: string; contracts: string; todo: string; closeAll: string }> = {
  'zh-CN': { title: '电子商务平台', noMenu: '没有发现菜单', lockRequired: '锁屏密码不能为空', wrongUnlock: '解锁密码错误，请重新输入', settingsTitle: '版权信息', version: '电子商务平台 1.0', contracts: '合同查询', todo: '用户中心', closeAll: '关闭全部' },
  'en-US': { title: 'E-commerce Platform', noMenu: 'No menu found', lockRequired: 'The lock screen password cannot be empty', wrongUnlock: 'Wrong unlock password, please try again', settingsTitle: 'Copyright info', version: 'e-commerce platform 1.0', contracts: 'Contracts', todo: 'User centre', closeAll: 'Close all' },
  'vi-VN': { title: 'Nền tảng thương mại điện tử', noMenu: 'Không tìm thấy menu', lockRequired: 'Mật khẩu khóa màn hình không được để trống', wrongUnlock: 'Mật khẩu mở khóa sai, vui lòng nhập lại', settingsTitle: 'Thông tin bản quyền', version: 'Nền tảng thương mại điện tử 1.0', contracts: 'Hợp đồng', todo: 'Trung tâm người dùng', closeAll: 'Đóng tất cả' },
};

/**
 * Picks a theme through the header's chooser as a person does, and goes on once the shell wears it
 * and the menu has closed: the next pick must not land on this menu's items.
 */
export async function chooseTheme(page: Page, theme: string): Promise<void> {
  await page.getByTestId('theme-chooser').click();
  const item = page.getByTestId(`theme-${theme}`);
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTestId('portal-shell')).toHaveAttribute('data-theme', theme.startsWith('theme-') ? theme : `theme-${theme}`);
  await expect(item).toBeHidden();
}
