import { LANGUAGES } from '../../platform/constants';
import { ALL_CATALOGUE_MESSAGES, catalogueMessage } from './messages';

describe('catalogue messages', () => {
  it('every key has a text in zh-CN, en-US and vi-VN, and the three differ', () => {
    for (const texts of Object.values(ALL_CATALOGUE_MESSAGES)) {
      for (const lang of LANGUAGES) expect(texts[lang]?.trim()).toBeTruthy();
      expect(new Set(LANGUAGES.map((l) => texts[l])).size).toBe(LANGUAGES.length);
    }
  });

  it('names the code that was refused', () => {
    expect(catalogueMessage('mainBusinessUnknown', 'en-US', { code: 'XX.01' })).toContain('XX.01');
  });
});
