// The <link> tags a served page carries for the host to preload once the first screen is painted
// (PRELOAD_AFTER_PAINT): the deferred antd parts (deferred-ui-hint.ts) and the opened page's remote
// scripts (opened-page-preload.ts). The file names come from build records and become addresses in
// the page, so only plain script names are let through.
import { PRELOAD_AFTER_PAINT } from '@portal/shared/core';

/** A chunk name fit to go into an address in the page: letters, digits, `_`, `.` and `-`, ending in .js. */
export const isPlainScript = (name: unknown): name is string => typeof name === 'string' && /^[\w.-]+\.js$/.test(name);

/** One after-paint preload tag per script, each under `base` (ending in /). */
export const afterPaintScriptLinks = (base: string, files: readonly string[]): string =>
  files.map((file) => `<link ${PRELOAD_AFTER_PAINT} as="script" href="${base}${file}">`).join('');
