// Which packages each emitted script holds, by their share of the chunk's source bytes, written
// beside the build (portal-chunks.json) so the web benchmark can say what the page's bytes are.
import type { Compilation, Module } from 'webpack';

export const CHUNKS_FILE = 'portal-chunks.json';

/** Script file → package group → source bytes. */
export type ChunkPackages = Record<string, Record<string, number>>;

const GROUPS: [RegExp, string][] = [
  [/^react-dom$|^scheduler$/, 'react-dom'],
  [/^react$/, 'react'],
  [/^@ant-design\/icons(-svg)?$/, 'antd icons'],
  [/^antd$|^@rc-component\/|^rc-|^@ant-design\/|^classnames$|^@babel\/runtime$|^throttle-debounce$|^scroll-into-view-if-needed$|^compute-scroll-into-view$|^stylis$|^@emotion\//, 'antd'],
  [/^@module-federation\//, 'federation runtime'],
];

function packageOf(moduleName: string, app: string): string {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (!inPackage) {
    if (/(^|\/)shared\/src\//.test(moduleName)) return '@portal/shared';
    if (/(^|\/)runtime\/src\//.test(moduleName)) return '@portal/runtime';
    return app;
  }
  const name = inPackage[1];
  return GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
}

type AnyModule = Module & { modules?: Module[]; resource?: string; rootModule?: Module };

/** The source modules of a module: a concatenated module stands for the modules it joined. */
function leaves(module: AnyModule): AnyModule[] {
  return module.modules && module.modules.length > 0 ? module.modules.flatMap((m) => leaves(m as AnyModule)) : [module];
}

export function chunkPackages(compilation: Compilation, app: string): ChunkPackages {
  const result: ChunkPackages = {};
  for (const chunk of compilation.chunks) {
    const groups: Record<string, number> = {};
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const leaf of leaves(module as AnyModule)) {
        const group = packageOf(leaf.nameForCondition() ?? leaf.identifier(), app);
        groups[group] = (groups[group] ?? 0) + leaf.size();
      }
    }
    for (const file of chunk.files) if (file.endsWith('.js')) result[file] = groups;
  }
  return result;
}
