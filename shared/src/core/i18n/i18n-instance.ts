// The i18next instance lives in the page-singleton runtime (@portal/runtime). What this plain
// module adds is the common texts of this build: initI18n registers them once per app without
// overwriting, so a remote built with newer common keys brings them along to an older host.
import { COMMON_NAMESPACE, i18n, initI18n as initRuntimeI18n, registerNamespace, type Language } from '@portal/runtime';
import type { i18n as I18n } from 'i18next';
import { enUS } from './locales/en-US';
import { viVN } from './locales/vi-VN';
import { zhCN } from './locales/zh-CN';

export { COMMON_NAMESPACE, getLanguage, i18n, isLanguage, registerNamespace, setLanguage } from '@portal/runtime';

export const commonResources: Record<Language, Record<string, unknown>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'vi-VN': viVN,
};

let commonRegistered = false;

export function initI18n(): I18n {
  initRuntimeI18n();
  if (!commonRegistered) {
    commonRegistered = true;
    registerNamespace(COMMON_NAMESPACE, commonResources, { overwrite: false });
  }
  return i18n;
}
