// The common texts in all three languages. Imported statically only where they are always needed
// (the host, the server, unit tests: `@portal/shared/common-texts`); a remote fetches them as a
// chunk of its own, and only when the page lacks its copy (ensureCommonTexts in i18n-instance.ts).
import { COMMON_NAMESPACE, registerNamespace, type Language } from '@portal/runtime';
import { enUS } from './locales/en-US';
import { viVN } from './locales/vi-VN';
import { zhCN } from './locales/zh-CN';
import { markedCommonTexts } from './common-texts-mark';

export const commonResources: Record<Language, Record<string, unknown>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'vi-VN': viVN,
};

/**
 * Adds this build's common texts to the page's instance without overwriting: the first app to
 * register them (the host) keeps its wording, and a remote built with a newer key adds that key.
 */
export function registerCommonTexts(): void {
  registerNamespace(COMMON_NAMESPACE, markedCommonTexts(commonResources), { overwrite: false });
}
