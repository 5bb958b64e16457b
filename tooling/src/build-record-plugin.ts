// A JSON record a build writes beside its output (portal-ui.json, portal-federation-runtime.json):
// what the server's release check and the page read of the build without running it.
import type { Compilation, Compiler } from 'webpack';

export function buildRecordPlugin(file: string, record: (compilation: Compilation) => unknown): { apply(compiler: Compiler): void } {
  const name = `PortalRecord:${file}`;
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(file, new sources.RawSource(JSON.stringify(record(compilation), null, 1)));
        });
      });
    },
  };
}
