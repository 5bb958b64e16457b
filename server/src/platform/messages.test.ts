import { LANGUAGES } from './constants';
import { serverMessage, serverMessages, type MessageKey } from './messages';
import { ALL_IDENTITY_MESSAGES } from '../modules/login/messages';
import { puzzleMessages } from '../modules/puzzle/messages';

const catalogues: [string, Record<string, Record<string, string>>][] = [
  ['platform/messages', serverMessages()],
  ['login/messages', ALL_IDENTITY_MESSAGES],
  ['puzzle/messages', Object.fromEntries(Object.entries(puzzleMessages).map(([key, fn]) => [key, Object.fromEntries(LANGUAGES.map((l) => [l, fn(l)]))]))],
];

describe('server message catalogues', () => {
  it.each(catalogues)('every key of %s has a text in zh-CN, en-US and vi-VN, and the three differ', (_, catalogue) => {
    for (const [key, texts] of Object.entries(catalogue)) {
      for (const lang of LANGUAGES) {
        expect([key, lang, typeof texts[lang] === 'string' && texts[lang].trim().length > 0]).toEqual([key, lang, true]);
        // A shared key that is missing comes back as the key itself.
        expect(texts[lang]).not.toMatch(/^(http|login|validation|notice)\.\w+$/);
      }
      expect([key, new Set(LANGUAGES.map((l) => texts[l])).size]).toEqual([key, LANGUAGES.length]);
    }
  });

  it("keeps the spec's Chinese texts verbatim", () => {
    expect(serverMessage('wrongImageCode', 'zh-CN')).toBe('验证码有误，登录失败！');
    expect(serverMessage('badCredentials', 'zh-CN')).toBe('用户名不存在或者密码错误');
  });

  it('fills in the named values and cuts long echoed input', () => {
    expect(serverMessage('atLeastOne', 'en-US', { field: 'page', value: 0 })).toBe('page must be 1 or more, got 0');
    expect(serverMessage('wholeNumber', 'vi-VN', { field: 'size', value: 'x'.repeat(100) })).toContain(`${'x'.repeat(40)}…`);
  });

  it('every key can be looked up', () => {
    for (const key of Object.keys(serverMessages()) as MessageKey[]) expect(serverMessage(key, 'en-US')).not.toBe('');
  });
});
