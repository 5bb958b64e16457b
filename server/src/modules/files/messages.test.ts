import { LANGUAGES } from '../../platform/constants';
import { uploadMessage, uploadMessages, type UploadMessageKey } from './messages';

describe('upload messages', () => {
  it('every key has a text in zh-CN, en-US and vi-VN, and the three differ', () => {
    for (const [key, texts] of Object.entries(uploadMessages())) {
      for (const lang of LANGUAGES) {
        expect([key, lang, texts[lang].trim().length > 0]).toEqual([key, lang, true]);
        // A shared key that is missing comes back as the key itself.
        expect(texts[lang]).not.toMatch(/^upload\.\w+$/);
      }
      expect([key, new Set(LANGUAGES.map((l) => texts[l])).size]).toEqual([key, LANGUAGES.length]);
    }
  });

  it("says the spec's texts with the limits filled in", () => {
    expect(uploadMessage('tooLarge', 'zh-CN', { size: 10 })).toBe('文件大小不能超过 10M');
    expect(uploadMessage('empty', 'zh-CN')).toBe('文件大小为0字节');
    expect(uploadMessage('extensionNotAllowed', 'en-US', { extensions: 'pdf, png' })).toBe('Only files with extension pdf, png can be uploaded');
    for (const key of Object.keys(uploadMessages()) as UploadMessageKey[]) expect(uploadMessage(key, 'vi-VN')).not.toBe('');
  });
});
