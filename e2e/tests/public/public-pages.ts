// The public pages the accessibility, link and page-meta checks visit, and how to tell each has
// finished loading (its rows or its form are on screen).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface PublicPage {
  name: string;
  /** Where it is; the notice detail needs a real notice code from the server. */
  url: (request: APIRequestContext) => Promise<string>;
  ready: (page: Page) => Promise<void>;
  /** The description key the page carries (host/src/portal-frame/use-page-description.ts). */
  description: string;
}

const fixed = (url: string) => async () => url;

export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'home',
    url: fixed('/home'),
    ready: async (page) => {
      await expect(page.getByTestId('bidding-table-bidding').getByTestId('notice-row')).toHaveCount(5);
      await expect(page.getByTestId('info-table-HELP').getByTestId('notice-row')).toHaveCount(5);
      await expect(page.getByTestId('login-card')).toBeVisible();
    },
    description: 'home',
  },
  {
    name: 'index_list',
    url: fixed('/index_list?ggTypeName=zbgg'),
    ready: async (page) => expect(page.getByTestId('notice-search-row').first()).toBeVisible(),
    description: 'indexList',
  },
  {
    name: 'source_list',
    url: fixed('/source_list?activeName=xjgg'),
    ready: async (page) => expect(page.getByTestId('source-row').first()).toBeVisible(),
    description: 'sourceList',
  },
  {
    name: 'infoMainList',
    url: fixed('/infoMainList?type=NEWS'),
    ready: async (page) => expect(page.getByTestId('info-row').first()).toBeVisible(),
    description: 'infoMainList',
  },
  {
    name: 'notice detail',
    url: async (request) => {
      const list = await (await request.get('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current: 1, size: 5 } })).json();
      const notice = list.records.find((r: { attribute3: string | null }) => r.attribute3 !== '自愿招标');
      return `/ten_notice_preview_content?noticeCode=${encodeURIComponent(notice.noticeCode)}&ggTypeName=zbgg`;
    },
    ready: async (page) => {
      await expect(page.getByTestId('article-title')).toBeVisible();
      await expect(page.getByTestId('attachment-link').first()).toBeVisible();
    },
    description: 'noticePreview',
  },
  {
    name: 'login',
    url: fixed('/login'),
    ready: async (page) => expect(page.getByTestId('login-card')).toBeVisible(),
    description: 'login',
  },
];

export const LANGUAGES = ['zh-CN', 'en-US', 'vi-VN'] as const;
