// Messages of the catalogue module that the shared catalogue does not word, in three languages;
// the server answers in the request's content-lang.
import type { Language } from '../../platform/constants';
import { fillMessage } from '../../platform/messages';

const MESSAGES = {
  mainBusinessUnknown: {
    'zh-CN': '所选主营业务不存在，请重新选择：{{code}}',
    'en-US': 'The chosen main business does not exist, please choose again: {{code}}',
    'vi-VN': 'Ngành nghề kinh doanh chính đã chọn không tồn tại, vui lòng chọn lại: {{code}}',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CatalogueMessage = keyof typeof MESSAGES;
export const ALL_CATALOGUE_MESSAGES: Record<string, Record<Language, string>> = MESSAGES;

export function catalogueMessage(key: CatalogueMessage, lang: Language, vars: Record<string, string | number> = {}): string {
  return fillMessage(MESSAGES[key][lang], vars);
}
