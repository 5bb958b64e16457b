// A remote's copy of the common texts is fetched only when the page holds other texts than its own.
type I18nModule = typeof import('./i18n-instance');
type TextsModule = typeof import('./common-texts');

const globals = globalThis as { __PORTAL_COMMON_TEXTS__?: string };

/** Runs `test` in a fresh page (runtime, instance and modules) whose builds carry the texts digest `digest`. */
function inFreshPage(digest: string | undefined, test: (page: { instance: I18nModule; texts: TextsModule }) => Promise<void>): Promise<void> {
  if (digest === undefined) delete globals.__PORTAL_COMMON_TEXTS__;
  else globals.__PORTAL_COMMON_TEXTS__ = digest;
  // Async, so that the remote's later import of its copy resolves in the same fresh page.
  return jest.isolateModulesAsync(() => test({ instance: jest.requireActual('./i18n-instance'), texts: jest.requireActual('./common-texts') }));
}

afterEach(() => delete globals.__PORTAL_COMMON_TEXTS__);

describe('the common texts of a remote', () => {
  it('are not registered again when the host registered the same texts', () =>
    inFreshPage('same', async ({ instance, texts }) => {
      texts.registerCommonTexts();
      // One language emptied but for the digest: had the remote registered its copy, it would be back.
      instance.i18n.removeResourceBundle('vi-VN', 'common');
      instance.i18n.addResourceBundle('vi-VN', 'common', { _commonTexts: 'same' });
      expect(instance.holdsOwnCommonTexts()).toBe(true);
      await instance.ensureCommonTexts();
      expect(instance.i18n.getResource('vi-VN', 'common', 'validation.userNameRequired')).toBeUndefined();
    }));

  it("join an older host's texts (no digest) without overwriting its wording", () =>
    inFreshPage('newer', async ({ instance, texts }) => {
      // An older host: its texts, one key short and one worded its own way, with no digest.
      const older = JSON.parse(JSON.stringify(texts.commonResources['en-US'])) as { validation: Record<string, string>; pager: Record<string, string> };
      delete older.validation.userNameRequired;
      older.pager.total = 'host wording';
      instance.registerNamespace('common', { 'en-US': older });
      expect(instance.holdsOwnCommonTexts()).toBe(false);
      await instance.ensureCommonTexts();
      expect(instance.i18n.getResource('en-US', 'common', 'validation.userNameRequired')).toBe('Please enter the username');
      expect(instance.i18n.getResource('en-US', 'common', 'pager.total')).toBe('host wording');
      expect(instance.i18n.getResource('vi-VN', 'common', 'validation.userNameRequired')).toEqual(expect.any(String));
    }));

  it("join a host whose texts differ from this build's", () =>
    inFreshPage('remote', async ({ instance }) => {
      instance.registerNamespace('common', { 'zh-CN': { _commonTexts: 'host' } });
      await instance.ensureCommonTexts();
      expect(instance.i18n.getResource('zh-CN', 'common', 'validation.userNameRequired')).toBe('请输入用户名');
    }));

  it('are always registered where no build named them (unit tests, the server)', () =>
    inFreshPage(undefined, async ({ instance }) => {
      expect(instance.holdsOwnCommonTexts()).toBe(false);
      await instance.ensureCommonTexts();
      expect(instance.i18n.getResource('zh-CN', 'common', 'validation.userNameRequired')).toBe('请输入用户名');
    }));
});
