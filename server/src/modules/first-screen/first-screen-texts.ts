// The texts the live host and mf-public releases lend the first screen (their builds write them,
// tooling/src/first-screen-texts.ts). Read once per release file, not per page served.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, FIRST_SCREEN_TEXTS_FILE, type FirstScreenTexts, type Language } from '@portal/shared/core';
import { fileMemo } from '../../platform/file-memo';

const readTexts = fileMemo((file): FirstScreenTexts | null => {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as FirstScreenTexts) : null;
  } catch {
    return null;
  }
});

/** The texts written beside a release's files, or null (a release built before the first screen, a broken file). */
export function releaseTexts(dir: string): FirstScreenTexts | null {
  return readTexts(path.join(dir, FIRST_SCREEN_TEXTS_FILE));
}

/** A key's text in the language, else in the default one (as i18next falls back), else the key. */
export function textIn(sources: FirstScreenTexts[], language: Language): (key: string) => string {
  return (key) => {
    for (const lang of [language, DEFAULT_LANGUAGE]) {
      for (const texts of sources) {
        const value = texts[lang]?.[key];
        if (typeof value === 'string') return value;
      }
    }
    return key;
  };
}
