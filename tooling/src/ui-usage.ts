// Which exports of the UI libraries an app imports. The host provides antd and its icons trimmed to
// the union of what the apps use (a whole antd is ≈400 KiB gzip, the portal uses a fraction), and
// the release check refuses a remote that needs an export the live host does not provide.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/** Libraries shared trimmed. Subpaths (antd/locale/…) are shared whole and are not listed here. */
export const TRIMMED_LIBRARIES = ['antd', '@ant-design/icons'] as const;
export type TrimmedLibrary = (typeof TRIMMED_LIBRARIES)[number];

/** Per library, the sorted names an app imports from it. */
export type UiUsage = Record<TrimmedLibrary, string[]>;

export const UI_USAGE_FILE = 'portal-ui-usage.json';

const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules' && name !== '__tests__') files.push(...sourceFiles(file));
    } else if (SOURCE.test(name) && !NOT_SHIPPED.test(name)) {
      files.push(file);
    }
  }
  return files;
}

type ImportSpecifier = { type: string; imported?: { value: string } | null; local: { value: string }; isTypeOnly?: boolean };
type ModuleItem = { type: string; source?: { value: string } | null; specifiers?: ImportSpecifier[]; typeOnly?: boolean };

/** Adds what one source file imports from the trimmed libraries to `usage`. */
export function importsOf(file: string, usage: Record<TrimmedLibrary, Set<string>>): void {
  const program = parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  for (const item of program.body as unknown as ModuleItem[]) {
    const from = item.source?.value;
    if (!from || !(TRIMMED_LIBRARIES as readonly string[]).includes(from) || item.typeOnly) continue;
    const used = usage[from as TrimmedLibrary];
    if (item.type === 'ExportAllDeclaration') throw new Error(`${file}: 'export * from ${from}' cannot be trimmed; name the exports`);
    for (const s of item.specifiers ?? []) {
      if (s.isTypeOnly) continue;
      if (s.type === 'ImportNamespaceSpecifier' || s.type === 'ExportNamespaceSpecifier') {
        throw new Error(`${file}: 'import * as … from ${from}' cannot be trimmed; import the names it uses`);
      }
      if (s.type === 'ImportDefaultSpecifier') used.add('default');
      else used.add(s.imported?.value ?? s.local.value);
    }
  }
}

/** The UI exports imported by the sources under the given folders (tests and type-only imports excluded). */
export function scanUiUsage(dirs: string[]): UiUsage {
  const usage = Object.fromEntries(TRIMMED_LIBRARIES.map((lib) => [lib, new Set<string>()])) as Record<TrimmedLibrary, Set<string>>;
  for (const dir of dirs) for (const file of sourceFiles(dir)) importsOf(file, usage);
  return Object.fromEntries(TRIMMED_LIBRARIES.map((lib) => [lib, [...usage[lib]].sort()])) as UiUsage;
}
