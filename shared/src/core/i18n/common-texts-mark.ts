// Which common texts a build carries: a digest of the locale files, set by the build
// (tooling/src/webpack-base.ts). Registered beside the texts, it lets a remote whose texts are the
// same as the host's skip fetching its own copy.
import type { Language } from '@portal/runtime';

declare const __PORTAL_COMMON_TEXTS__: string | undefined;

/** This build's digest of the common texts; '' where no build set one (unit tests, the server). */
export const BUILD_COMMON_TEXTS = typeof __PORTAL_COMMON_TEXTS__ === 'string' ? __PORTAL_COMMON_TEXTS__ : '';

/** The key of the common namespace that names whose texts it holds. */
export const COMMON_TEXTS_KEY = '_commonTexts';

/** The texts with this build's digest added under COMMON_TEXTS_KEY in every language. */
export function markedCommonTexts(resources: Record<Language, Record<string, unknown>>): Record<Language, Record<string, unknown>> {
  const marked = {} as Record<Language, Record<string, unknown>>;
  for (const [language, texts] of Object.entries(resources) as [Language, Record<string, unknown>][]) marked[language] = { ...texts, [COMMON_TEXTS_KEY]: BUILD_COMMON_TEXTS };
  return marked;
}
