// V8 compiles a function the first time it is called, on the main thread, unless the script asks
// otherwise: a first line `//# allFunctionsCalledOnLoad` (explicit compile hints, Chrome 136) has
// it compile the whole script on a background thread while the script streams in. The host's entry
// and the chunks its boot fetches at once (the shared libraries, the first part of antd, the
// bootstrap) run most of their code on every first page, so their compiling moved off the main
// thread, out of the tasks that held /home's first clicks back (docs/benchmarks.md). The chunks
// fetched later (a deferred antd part, a back-office page) stay lazily compiled.
import type { Compilation, Compiler } from 'webpack';
import { firstChunkFiles } from './preload-first-chunks';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry's files and firstChunkFiles: the scripts the first page runs. */
function firstLoadScripts(compilation: Compilation, bootRequests: readonly string[], libraryChunk: string): Set<string> {
  const files = new Set(firstChunkFiles(compilation, bootRequests, libraryChunk));
  for (const entry of compilation.entrypoints.values()) for (const file of entry.getEntrypointChunk().files) if (file.endsWith('.js')) files.add(file);
  return files;
}

export function compileHintsPlugin(bootRequests: readonly string[], libraryChunk: string): { apply(compiler: Compiler): void } {
  return {
    apply(compiler) {
      const { Compilation: Stages, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
        // After minifying (which drops comments) and before the source maps are written, so the
        // maps count the added line.
        compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
          for (const file of firstLoadScripts(compilation, bootRequests, libraryChunk)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        });
      });
    },
  };
}
