// The host's page names the chunks its entry fetches at once (the bootstrap code, the shared
// libraries with the first-load part of antd) in <link rel="preload"> tags, so the browser fetches
// them beside the entry script instead of after it has run: one round trip less before the first
// screen, which on a slow mobile link is most of the wait.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

/** The chunk groups the entry's first `import()`s and the shared libraries make. */
export function firstChunkFiles(compilation: Compilation, bootRequests: readonly string[], libraryChunk: string): string[] {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => bootRequests.includes(origin.request))) continue;
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
            groups.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
          }
          return groups;
        });
      });
    },
  };
}
