import type { Language } from '../constants';
import { i18n, initI18n } from './i18n-instance';

/**
 * Translates in a given language without switching the shared instance: the server answers
 * each request in its own content-lang. Keys may carry a namespace ('mf-public:home.title').
 */
export function translate(key: string, lang: Language, vars?: Record<string, unknown>): string {
  initI18n();
  return i18n.getFixedT(lang)(key, vars ?? {}) as string;
}

/** Translates in the current language of the shared instance. */
export function t(key: string, vars?: Record<string, unknown>): string {
  initI18n();
  return i18n.t(key, vars ?? {}) as string;
}
