import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANG_KEY, LANGUAGES, type Language } from '../constants';
import { getStore, setStore } from '../storage';
import { enUS } from './locales/en-US';
import { viVN } from './locales/vi-VN';
import { zhCN } from './locales/zh-CN';

export const COMMON_NAMESPACE = 'common';

export const commonResources: Record<Language, Record<string, unknown>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'vi-VN': viVN,
};

/** The one i18next instance of the portal; its own instance so a remote's global i18next cannot disturb it. */
export const i18n: I18n = i18next.createInstance();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | undefined {
  const stored = getStore<string>({ name: LANG_KEY });
  return isLanguage(stored) ? stored : undefined;
}

/** Safe to call any number of times; resources are bundled, so initialisation is synchronous. */
export function initI18n(): I18n {
  if (i18n.isInitialized) return i18n;
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { [COMMON_NAMESPACE]: commonResources[lang] }]),
  );
  void i18n.init({
    resources,
    lng: storedLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

export function getLanguage(): Language {
  initI18n();
  const current = i18n.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}

export function setLanguage(lang: Language): void {
  if (!isLanguage(lang)) throw new Error(`Unsupported language: ${String(lang)}`);
  initI18n();
  void i18n.changeLanguage(lang);
  setStore({ name: LANG_KEY, content: lang });
}

/** Adds a remote's bundle in every language (deep-merged, so re-registering after a hot update is safe). */
export function registerNamespace(ns: string, resources: Record<Language, object>): void {
  initI18n();
  for (const lang of LANGUAGES) {
    const bundle = resources[lang];
    if (bundle) i18n.addResourceBundle(lang, ns, bundle, true, true);
  }
}
