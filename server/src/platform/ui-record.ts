// What a build wrote of the UI libraries in portal-ui.json (tooling/src/trimmed-ui.ts): what it
// imports and, for the host, what it provides and defers. Read by the release check
// (compatibility.ts) and by the page, which preloads the deferred part (deferred-ui-hint.ts).
import fs from 'node:fs';
import path from 'node:path';
import { isPlainScript } from './after-paint-links';

export const nameList = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined);

export interface UiRecord {
  uses: Record<string, string[]>;
  provides: Record<string, string[]>;
  /**
   * The antd names the host defers and the scripts that hold them (plain chunk names only): all of
   * them, and per name where the host fetches each component on its own (`parts`).
   */
  deferred?: { names: string[]; files: string[]; parts?: Record<string, string[]> };
}

/** The build's record; empty when the file is absent or unreadable (builds made before it). */
export function readUiRecord(buildDir: string): UiRecord {
  const record: UiRecord = { uses: {}, provides: {} };
  const file = path.join(buildDir, 'portal-ui.json');
  if (!fs.existsSync(file)) return record;
  let parsed: { uses?: Record<string, unknown>; provides?: Record<string, unknown>; deferred?: { names?: unknown; files?: unknown; parts?: unknown } };
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof parsed;
  } catch {
    return record;
  }
  for (const key of ['uses', 'provides'] as const) {
    for (const [library, names] of Object.entries(parsed?.[key] ?? {})) {
      const list = nameList(names);
      if (list) record[key][library] = list;
    }
  }
  const names = nameList(parsed?.deferred?.names);
  const files = nameList(parsed?.deferred?.files);
  // The files go into the page as addresses: plain chunk names only.
  const plain = (list: string[]) => list.every(isPlainScript);
  if (!names || !files || !plain(files)) return record;
  record.deferred = { names, files };
  const parts = parsed?.deferred?.parts;
  if (parts && typeof parts === 'object') {
    const lists = Object.entries(parts).map(([name, list]) => [name, nameList(list)] as const);
    if (lists.every(([, list]) => list && plain(list))) record.deferred.parts = Object.fromEntries(lists) as Record<string, string[]>;
  }
  return record;
}
