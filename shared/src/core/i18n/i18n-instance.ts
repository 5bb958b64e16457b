// The i18next instance lives in the page-singleton runtime (@portal/runtime). What this module
// adds is how an app's build brings the common texts: the host registers its copy at start
// (common-texts.ts); a remote asks for its copy only when the page holds other texts than its own,
// so a remote built with newer common keys still brings them along to an older host.
import { COMMON_NAMESPACE, DEFAULT_LANGUAGE, i18n, initI18n as initRuntimeI18n } from '@portal/runtime';
import type { i18n as I18n } from 'i18next';
import { BUILD_COMMON_TEXTS, COMMON_TEXTS_KEY } from './common-texts-mark';

export { COMMON_NAMESPACE, getLanguage, i18n, isLanguage, registerNamespace, setLanguage } from '@portal/runtime';

export function initI18n(): I18n {
  return initRuntimeI18n();
}

/** Whether the page already holds exactly the common texts this build carries. */
export function holdsOwnCommonTexts(): boolean {
  initI18n();
  return BUILD_COMMON_TEXTS !== '' && i18n.getResource(DEFAULT_LANGUAGE, COMMON_NAMESPACE, COMMON_TEXTS_KEY) === BUILD_COMMON_TEXTS;
}

/**
 * Registers this build's common texts unless the page holds them already. In a remote they are a
 * chunk of their own (about 11 KiB gzip), fetched only on a host with other texts than this build's.
 */
export async function ensureCommonTexts(): Promise<void> {
  if (holdsOwnCommonTexts()) return;
  const { registerCommonTexts } = await import(/* webpackChunkName: "common-texts" */ './common-texts');
  registerCommonTexts();
}
