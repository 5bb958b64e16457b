import fs from 'node:fs';
import path from 'node:path';
import type { createAppConfig } from '@portal/tooling/webpack';

type Plugin = NonNullable<ReturnType<typeof createAppConfig>['plugins']>[number];

/**
 * Copies host/public/* as they are into the build root, beside index.html: files that browsers and
 * crawlers ask for at fixed addresses (/favicon.ico) and so cannot carry a content hash.
 */
export function publicFiles(dir: string): Plugin {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('PublicFiles', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PublicFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const name of fs.readdirSync(dir)) {
            const file = path.join(dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        });
      });
    },
  };
}
