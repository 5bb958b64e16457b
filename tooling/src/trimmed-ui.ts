// The host provides antd and @ant-design/icons as generated modules that re-export only what the
// workspace's apps import, so webpack drops every other component; it stays one instance in the
// page. Each build records what it uses and, for the host, what it provides in portal-ui.json; the
// release check compares them so that no remote goes live needing an export the live host lacks.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compilation, Compiler } from 'webpack';
import { buildRecordPlugin } from './build-record-plugin';
import { uiTiers } from './ui-tiers';
import { scanUiUsage, TRIMMED_LIBRARIES, type TrimmedLibrary, type UiUsage } from './ui-usage';

export const UI_RECORD_FILE = 'portal-ui.json';
/** Each deferred antd component is its own chunk, named `ui-<its folder in antd/es>`. */
export const UI_PART_PREFIX = 'ui-';

export const isUiPart = (chunkName: string | null | undefined): boolean => chunkName?.startsWith(UI_PART_PREFIX) === true;

/** What a build imports from the trimmed libraries and, for the host, what it provides and defers. */
export interface UiRecord {
  uses: UiUsage;
  provides?: UiUsage;
  /**
   * The antd names the host defers and their scripts: `files` all of them, `parts` per name (its
   * chunk and the chunks it shares with other parts). The server preloads a page's parts.
   */
  deferred?: { names: string[]; files: string[]; parts?: Record<string, string[]> };
}

/**
 * The antd names the host defers, each in a chunk of its own, and those it provides in its first
 * part: a name whose folder antd's ES entry does not name cannot have a chunk, and stays first.
 */
function antdParts(provides: readonly string[], folders: Record<string, string>): { first: string[]; deferred: string[] } {
  const tiers = uiTiers(provides);
  return { first: [...tiers.first, ...tiers.deferred.filter((name) => !folders[name])], deferred: tiers.deferred.filter((name) => folders[name]) };
}

/** The host's deferred parts of antd as this compilation emitted them. */
export function deferredRecord(compilation: Compilation, provides: readonly string[], folders: Record<string, string>): UiRecord['deferred'] {
  const names = antdParts(provides, folders).deferred;
  const parts: Record<string, string[]> = {};
  for (const name of names) {
    const group = compilation.chunkGroups.find((g) => g.name === `${UI_PART_PREFIX}${folders[name]}`);
    parts[name] = group ? group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))).sort() : [];
  }
  const files = [...new Set(Object.values(parts).flat())].sort();
  return { names, files, parts };
}

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Source folders bundled into an app: its own and the shared packages. */
export function appSourceDirs(appDir: string): string[] {
  return [path.join(appDir, 'src'), path.join(workspaceRoot, 'shared/src'), path.join(workspaceRoot, 'runtime/src')].filter(existsSync);
}

/** Every app of the workspace (host and remotes) with the shared packages, for the host's union. */
function workspaceSourceDirs(): string[] {
  const apps = readdirSync(workspaceRoot).filter((name) => name === 'host' || name.startsWith('mf-'));
  return [...apps.map((name) => path.join(workspaceRoot, name, 'src')), path.join(workspaceRoot, 'shared/src'), path.join(workspaceRoot, 'runtime/src')].filter(existsSync);
}

/** The union of what every app of the workspace imports: what the host's build provides. */
export function workspaceUiUsage(): UiUsage {
  return scanUiUsage(workspaceSourceDirs());
}

/** The ES entry of a library, by absolute path: a bare 'antd' here would be the shared module itself. */
export function esEntry(appDir: string, library: TrimmedLibrary): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return path.join(path.dirname(require.resolve(`${library}/package.json`)), 'es/index.js');
}

/** antd's component folders by export name, read from its ES entry (`export { default as Table } from './table'`). */
export function componentFolders(esIndexSource: string): Record<string, string> {
  const folders: Record<string, string> = {};
  for (const match of esIndexSource.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)) folders[match[1]] = match[2];
  return folders;
}

/**
 * The module the host provides as antd: the first-load components re-exported, each deferred one
 * as a live binding that starts as a stand-in and becomes the real component when its own chunk is
 * in (host/src/ui/deferred-ui.ts), so a page fetches the components it draws and no others.
 * Importers read a binding when they draw it, so they see the real one from then on.
 */
export function tieredAntdModule(entry: string, deferredUi: string, provides: readonly string[], folders: Record<string, string>): string {
  const { first, deferred } = antdParts(provides, folders);
  const from = JSON.stringify(entry);
  if (deferred.length === 0) return `export { ${first.join(', ')} } from ${from};\n`;
  const esDir = path.dirname(entry);
  return [
    `import { deferredComponent, registerDeferredUi } from ${JSON.stringify(deferredUi)};`,
    `export { ${first.join(', ')} } from ${from};`,
    `export let ${deferred.map((name) => `${name} = deferredComponent(${JSON.stringify(name)})`).join(', ')};`,
    'registerDeferredUi({',
    ...deferred.map(
      (name) =>
        `  ${name}: () => import(/* webpackChunkName: ${JSON.stringify(UI_PART_PREFIX + folders[name])} */ ${JSON.stringify(path.join(esDir, folders[name], 'index.js'))}).then((part) => (${name} = part.default)),`,
    ),
    '});',
    '',
  ].join('\n');
}

/**
 * Writes one module per trimmed library that re-exports only what the workspace's apps import, and
 * returns their paths with what they provide. Kept under node_modules/.cache: generated, never committed.
 */
export function writeTrimmedUi(appDir: string): { modules: Record<TrimmedLibrary, string>; provides: UiUsage; folders: Record<string, string> } {
  const provides = workspaceUiUsage();
  const outDir = path.join(appDir, 'node_modules/.cache/portal-trimmed-ui');
  mkdirSync(outDir, { recursive: true });
  const modules = {} as Record<TrimmedLibrary, string>;
  let folders: Record<string, string> = {};
  for (const library of TRIMMED_LIBRARIES) {
    const file = path.join(outDir, `${library.replace(/[@/]/g, '_')}.js`);
    const entry = esEntry(appDir, library);
    if (library === 'antd') {
      folders = componentFolders(readFileSync(entry, 'utf8'));
      writeFileSync(file, tieredAntdModule(entry, path.join(appDir, 'src/ui/deferred-ui.ts'), provides[library], folders));
    } else {
      writeFileSync(file, `export { ${provides[library].join(', ')} } from ${JSON.stringify(entry)};\n`);
    }
    modules[library] = file;
  }
  return { modules, provides, folders };
}

/** Emits portal-ui.json beside the build. */
export function uiRecordPlugin(record: (compilation: Compilation) => UiRecord): { apply(compiler: Compiler): void } {
  return buildRecordPlugin(UI_RECORD_FILE, record);
}
