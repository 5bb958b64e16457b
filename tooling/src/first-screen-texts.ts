// The texts an app lends the server's first screen of /home (FIRST_SCREEN_TEXTS in
// @portal/shared), picked from its locale files at build time and written beside its files.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_TEXTS, FIRST_SCREEN_TEXTS_FILE, LANGUAGES, type FirstScreenTexts } from '@portal/shared/core';
import { lookup } from './route-labels';

/** Per language, each listed key that the messages hold as text; a key missing in all is an error. */
export function pickTexts(locales: Record<string, Record<string, unknown>>, keys: string[]): FirstScreenTexts {
  const texts: FirstScreenTexts = {};
  for (const [language, messages] of Object.entries(locales)) {
    texts[language] = {};
    for (const key of keys) {
      const value = lookup(messages, key);
      if (typeof value === 'string') texts[language][key] = value;
    }
  }
  const missing = keys.filter((key) => !Object.values(texts).some((byKey) => key in byKey));
  if (missing.length > 0) throw new Error(`first screen texts not in any locale: ${missing.join(', ')}`);
  return texts;
}

/** Writes the app's first-screen texts into its build output; apps that lend none write nothing. */
export function writeFirstScreenTexts(appDir: string, outDir: string): void {
  const app = path.basename(appDir);
  if (!(app in FIRST_SCREEN_TEXTS)) return;
  const { locales, keys } = FIRST_SCREEN_TEXTS[app as keyof typeof FIRST_SCREEN_TEXTS];
  const messages: Record<string, Record<string, unknown>> = {};
  for (const language of LANGUAGES) {
    const file = path.join(appDir, locales, `${language}.json`);
    if (existsSync(file)) messages[language] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  }
  writeFileSync(path.join(outDir, FIRST_SCREEN_TEXTS_FILE), JSON.stringify(pickTexts(messages, keys)));
}
