import { LANGUAGES } from '../constants';
import { configureStorage, getStore, MemoryStorage, setStore } from '../storage';
import { commonResources } from './common-texts';
import { getLanguage, i18n, initI18n, registerNamespace, setLanguage } from './i18n-instance';
import { findMissingKeys, flattenKeys } from './missing-keys';
import { translate } from './translate';

describe('i18n', () => {
  beforeAll(() => {
    configureStorage({ session: new MemoryStorage(), local: new MemoryStorage() });
  });
  afterAll(() => configureStorage(null));

  it('starts in the stored language, zh-CN otherwise, and init is idempotent', () => {
    // A page of its own: the unit tests' set-up has started this file's instance already.
    jest.isolateModules(() => {
      const storage = jest.requireActual<typeof import('../storage')>('../storage');
      const fresh = jest.requireActual<typeof import('./i18n-instance')>('./i18n-instance');
      storage.configureStorage({ session: new storage.MemoryStorage(), local: new storage.MemoryStorage() });
      storage.setStore({ name: 'lang', content: 'en-US' });
      const instance = fresh.initI18n();
      expect(fresh.initI18n()).toBe(instance);
      expect(fresh.getLanguage()).toBe('en-US');
      expect(fresh.i18n.options.fallbackLng).toEqual(['zh-CN']);
    });
  });

  it('changes language and stores it under the lang key', () => {
    setLanguage('vi-VN');
    expect(getLanguage()).toBe('vi-VN');
    expect(getStore({ name: 'lang' })).toBe('vi-VN');
    expect(i18n.t('common.languages.vi-VN')).toBe('Tiếng Việt');
    expect(() => setLanguage('fr-FR' as never)).toThrow();
  });

  it('translates in a fixed language without changing the current one', () => {
    setLanguage('en-US');
    expect(translate('validation.userNameRequired', 'zh-CN')).toBe('请输入用户名');
    expect(translate('validation.bidPackageIncomplete', 'en-US', { package: 'P1', count: 3 })).toBe('P1 still has 3 items not quoted');
    expect(translate('validation.bidPackageIncomplete', 'en-US', { package: 'P1', count: 1 })).toBe('P1 still has 1 item not quoted');
    expect(translate('validation.bidPackageIncomplete', 'vi-VN', { package: 'P1', count: 1 })).toBe('P1 còn 1 mục chưa báo giá');
    expect(getLanguage()).toBe('en-US');
  });

  it('keeps the Chinese texts of the spec verbatim', () => {
    const zh = (key: string) => translate(key, 'zh-CN');
    expect(zh('validation.passwordMin')).toBe('密码长度最少为6位');
    expect(zh('validation.imageCodeLength')).toBe('验证码长度为4位');
    expect(zh('validation.phoneInvalid')).toBe('您输入了无效的手机号码，请重新输入');
    expect(zh('validation.lockPasswordRequired')).toBe('锁屏密码不能为空');
    expect(zh('validation.sliderNotHuman')).toBe('检测到非人为操作！');
    expect(zh('validation.sliderFailed')).toBe('验证不通过');
    expect(zh('validation.bidFileRequired')).toBe('必须上传投标文件！');
    expect(zh('login.failed')).toBe('登录失败,请联系系统管理员!');
    expect(zh('notice.emptyAttachment')).toBe('下载失败，无法下载空附件！');
  });

  it('falls back to zh-CN for a key a remote forgot', () => {
    registerNamespace('mf-test', { 'zh-CN': { title: '标题', only: '仅中文' }, 'en-US': { title: 'Title' }, 'vi-VN': { title: 'Tiêu đề' } });
    expect(translate('mf-test:title', 'en-US')).toBe('Title');
    expect(translate('mf-test:only', 'vi-VN')).toBe('仅中文');
  });

  it('has no missing key in the common namespace', () => {
    expect(findMissingKeys(commonResources)).toEqual([]);
    expect(flattenKeys(commonResources['zh-CN']).length).toBeGreaterThan(100);
    for (const lang of LANGUAGES) expect(Object.keys(commonResources[lang])).toEqual(
      ['http', 'login', 'notice', 'upload', 'import', 'success', 'validation', 'number', 'pager', 'registrationSteps', 'common'],
    );
  });

  it('reports keys missing or empty in some language', () => {
    expect(
      findMissingKeys({
        'zh-CN': { a: { b: '1', c: '2' } },
        'en-US': { a: { b: '1' } },
        'vi-VN': { a: { b: '', c: '2' }, d: 'x' },
      }),
    ).toEqual(['en-US:a.c', 'en-US:d', 'vi-VN:a.b', 'zh-CN:d']);
  });
});
