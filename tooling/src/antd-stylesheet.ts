// antd's component styles as one prebuilt stylesheet instead of styles generated in the browser:
// with it, antd skips its CSS-in-JS work for each component's first use (zeroRuntime), which was
// most of a logged-in page's render time (docs/benchmarks.md). The host ships the file beside its
// page under a content hash and names it in a tag with a fixed id (preloaded after the first paint); PortalRoot
// (shared/src/react/PortalRoot.tsx) switches to the prebuilt styles only when that tag is on the
// page, so a remote running under a host built before this file existed keeps antd's own styles.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { ANTD_STYLESHEET_ID, PRELOAD_AFTER_PAINT } from '@portal/shared/core';

/** antd's own build of every component's styles, from the one pinned antd all apps share. */
export function antdStylesheet(appDir: string): { name: string; content: Buffer } {
  const content = readFileSync(createRequire(path.join(appDir, 'package.json')).resolve('antd/dist/antd.css'));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return { name: `antd.${hash}.css`, content };
}

export function antdStylesheetPlugin(appDir: string): { apply(compiler: Compiler): void } {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('AntdStylesheet', (compilation) => {
        const sheet = antdStylesheet(appDir);
        compilation.hooks.processAssets.tap({ name: 'AntdStylesheet', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(sheet.name, new sources.RawSource(sheet.content));
        });
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStylesheet', (groups) => {
          const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
          // Not a stylesheet: the server's first screen must not wait for it, nor share the link with
          // it (a preload once that is painted). The page's React tree asks for it as a stylesheet
          // and commits once it has arrived.
          groups.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { id: ANTD_STYLESHEET_ID, [PRELOAD_AFTER_PAINT]: true, as: 'style', href: `${publicPath}${sheet.name}` }));
          return groups;
        });
      });
    },
  };
}
