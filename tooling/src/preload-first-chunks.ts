// The host's page names the chunks its entry fetches at once (the bootstrap code, the shared
// libraries with the first-load part of antd) in <link> tags the entry turns into preloads once the
// first screen is painted: all of them fetched side by side instead of one import after another.
// Not `rel="preload"` in the page itself: fetched while the browser paints what the server sent,
// they held that paint back on a slow link (Lighthouse counts every script or style asked for
// before the first paint as needed for it: /home's mobile FCP was 1.8 s, 0.7 s without them).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { PRELOAD_AFTER_PAINT } from '@portal/shared/core';

/**
 * Whether a chunk group is one the federation runtime loads for a shared library this app consumes
 * (its own antd parts, the portal runtime): the boot imports them through the share scope, so
 * they are no `import()` of the entry, and unnamed they were fetched one after another once the
 * libraries had run (two round trips more before /home's own rows).
 */
const consumesShared = (group: Compilation['chunkGroups'][number]) =>
  group.origins.some((origin) => origin.module?.identifier().startsWith('consume-shared-module|') ?? false);

/** The chunk groups the entry's first `import()`s, the shared libraries and what they consume make. */
export function firstChunkFiles(compilation: Compilation, bootRequests: readonly string[], libraryChunk: string): string[] {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => bootRequests.includes(origin.request)) && !consumesShared(group)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  for (const chunk of compilation.chunks) if (chunk.name === libraryChunk) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

export function preloadFirstChunksPlugin(bootRequests: readonly string[], libraryChunk: string): { apply(compiler: Compiler): void } {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('PreloadFirstChunks', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstChunks', (groups) => {
          const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
          for (const file of firstChunkFiles(compilation, bootRequests, libraryChunk)) {
            groups.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { [PRELOAD_AFTER_PAINT]: true, as: 'script', href: `${publicPath}${file}` }));
          }
          return groups;
        });
      });
    },
  };
}
