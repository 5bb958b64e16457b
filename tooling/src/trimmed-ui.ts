// The host provides antd and @ant-design/icons as generated modules that re-export only what the
// workspace's apps import, so webpack drops every other component; it stays one instance in the
// page. Each build records what it uses and, for the host, what it provides in portal-ui.json; the
// release check compares them so that no remote goes live needing an export the live host lacks.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compilation, Compiler } from 'webpack';
import { uiTiers } from './ui-tiers';
import { scanUiUsage, TRIMMED_LIBRARIES, type TrimmedLibrary, type UiUsage } from './ui-usage';

export const UI_RECORD_FILE = 'portal-ui.json';
/** The chunk that holds the deferred part of antd. */
export const DEFERRED_UI_CHUNK = 'ui-deferred';

/** What a build imports from the trimmed libraries and, for the host, what it provides and defers. */
export interface UiRecord {
  uses: UiUsage;
  provides?: UiUsage;
  /** The antd names in the deferred chunk and its scripts: the server preloads them for pages that need them. */
  deferred?: { names: string[]; files: string[] };
}

/** The host's deferred part of antd as this compilation emitted it. */
export function deferredRecord(compilation: Compilation, provides: readonly string[]): UiRecord['deferred'] {
  const files = [...compilation.chunks].filter((chunk) => chunk.name === DEFERRED_UI_CHUNK).flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
  return { names: uiTiers(provides).deferred, files };
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
function esEntry(appDir: string, library: TrimmedLibrary): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return path.join(path.dirname(require.resolve(`${library}/package.json`)), 'es/index.js');
}

/**
 * The module the host provides as antd: the first-load components re-exported, the deferred ones
 * as live bindings that start as stand-ins and become the real components when the deferred chunk
 * is in (host/src/ui/deferred-ui.ts). Importers read a binding when they draw it, so they see the
 * real one from then on.
 */
export function tieredAntdModule(entry: string, deferredUi: string, provides: readonly string[]): { main: string; deferred: string } {
  const { first, deferred } = uiTiers(provides);
  const from = JSON.stringify(entry);
  if (deferred.length === 0) return { main: `export { ${first.join(', ')} } from ${from};\n`, deferred: '' };
  const main = [
    `import { deferredComponent, registerDeferredUi } from ${JSON.stringify(deferredUi)};`,
    `export { ${first.join(', ')} } from ${from};`,
    `export let ${deferred.map((name) => `${name} = deferredComponent(${JSON.stringify(name)})`).join(', ')};`,
    `registerDeferredUi(${JSON.stringify(deferred)}, () => import(/* webpackChunkName: ${JSON.stringify(DEFERRED_UI_CHUNK)} */ './antd-deferred.js').then((ui) => {`,
    ...deferred.map((name) => `  ${name} = ui.${name};`),
    '  return ui;',
    '}));',
    '',
  ].join('\n');
  return { main, deferred: `export { ${deferred.join(', ')} } from ${from};\n` };
}

/**
 * Writes one module per trimmed library that re-exports only what the workspace's apps import, and
 * returns their paths with what they provide. Kept under node_modules/.cache: generated, never committed.
 */
export function writeTrimmedUi(appDir: string): { modules: Record<TrimmedLibrary, string>; provides: UiUsage } {
  const provides = workspaceUiUsage();
  const outDir = path.join(appDir, 'node_modules/.cache/portal-trimmed-ui');
  mkdirSync(outDir, { recursive: true });
  const modules = {} as Record<TrimmedLibrary, string>;
  for (const library of TRIMMED_LIBRARIES) {
    const file = path.join(outDir, `${library.replace(/[@/]/g, '_')}.js`);
    if (library === 'antd') {
      const tiered = tieredAntdModule(esEntry(appDir, library), path.join(appDir, 'src/ui/deferred-ui.ts'), provides[library]);
      writeFileSync(file, tiered.main);
      writeFileSync(path.join(outDir, 'antd-deferred.js'), tiered.deferred);
    } else {
      writeFileSync(file, `export { ${provides[library].join(', ')} } from ${JSON.stringify(esEntry(appDir, library))};\n`);
    }
    modules[library] = file;
  }
  return { modules, provides };
}

/** Emits portal-ui.json beside the build. */
export function uiRecordPlugin(record: (compilation: Compilation) => UiRecord): { apply(compiler: Compiler): void } {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('PortalUiRecord', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PortalUiRecord', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(UI_RECORD_FILE, new sources.RawSource(JSON.stringify(record(compilation), null, 1)));
        });
      });
    },
  };
}
