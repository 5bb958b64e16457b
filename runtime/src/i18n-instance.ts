import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANG_KEY, LANGUAGES, type Language } from './constants';
import { getStore, setStore } from './storage';

export const COMMON_NAMESPACE = 'common';


/** The one i18next instance of the portal; its own instance so a remote's global i18next cannot disturb it. */
export const i18n: I18n = i18next.createInstance();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | undefined {
  const stored = getStore<string>({ name: LANG_KEY });
  return isLanguage(stored) ? stored : undefined;
}

/**
 * Safe to call any number of times; synchronous. The runtime carries no texts: every app registers
 * the common texts its own build carries (@portal/shared's initI18n), so a newer remote brings its
 * new keys along to an older host.
 */
export function initI18n(): I18n {
  if (i18n.isInitialized) return i18n;
  const resources = Object.fromEntries(LANGUAGES.map((lang) => [lang, { [COMMON_NAMESPACE]: {} }]));
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

/**
 * Adds a bundle in every language, deep-merged so re-registering after a hot update is safe.
 * `overwrite: false` only adds keys that are missing (apps adding their copy of the common texts).
 */
export function registerNamespace(ns: string, resources: Partial<Record<Language, object>>, options: { overwrite?: boolean } = {}): void {
  initI18n();
  for (const lang of LANGUAGES) {
    const bundle = resources[lang];
    if (bundle) i18n.addResourceBundle(lang, ns, bundle, true, options.overwrite ?? true);
  }
}
