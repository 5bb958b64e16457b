import webpack, { type Compilation, type Compiler } from 'webpack';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints';

const chunk = (name: string | undefined, ...files: string[]) => ({ name, files: new Set(files) });

/** Applies the plugin to a compilation of an entry, a boot import, the libraries and a later page; answers the stage it ran at and the assets after it. */
function run(): { stage: number; assets: Record<string, string> } {
  const entry = chunk('main', 'main.js', 'main.js.map');
  const bootstrap = chunk(undefined, '494.a.js');
  const libraries = chunk('libraries', 'libraries.c.js');
  const page = chunk(undefined, '77.b.js');
  const assets: Record<string, string> = { 'main.js': 'main()', 'main.js.map': '{}', '494.a.js': 'boot()', 'libraries.c.js': 'react()', '77.b.js': 'page()' };
  let stage = 0;
  let processAssets = () => undefined as unknown;
  const compilation = {
    chunkGroups: [
      { origins: [{ request: './bootstrap' }], chunks: [bootstrap] },
      { origins: [{ request: './pages/Personal' }], chunks: [page] },
    ],
    chunks: new Set([entry, bootstrap, libraries, page]),
    entrypoints: new Map([['main', { getEntrypointChunk: () => entry }]]),
    hooks: { processAssets: { tap: (options: { stage: number }, fn: () => unknown) => ((stage = options.stage), (processAssets = fn)) } },
    updateAsset: (file: string, update: (source: webpack.sources.Source) => webpack.sources.Source) => {
      assets[file] = update(new webpack.sources.RawSource(assets[file])).source().toString();
    },
  } as unknown as Compilation;
  const compiler = { webpack, hooks: { thisCompilation: { tap: (_: string, fn: (c: Compilation) => void) => fn(compilation) } } } as unknown as Compiler;
  compileHintsPlugin(['./bootstrap'], 'libraries').apply(compiler);
  processAssets();
  return { stage, assets };
}

describe('compileHintsPlugin', () => {
  it("puts the hint first in the entry's and the first-load chunks' scripts, not in a later page or a map", () => {
    const { assets } = run();
    expect(assets).toEqual({
      'main.js': `${COMPILE_HINT}\nmain()`,
      'main.js.map': '{}',
      '494.a.js': `${COMPILE_HINT}\nboot()`,
      'libraries.c.js': `${COMPILE_HINT}\nreact()`,
      '77.b.js': 'page()',
    });
  });

  it('adds it after the minifier, which drops comments, and before the source maps are made', () => {
    const { stage } = run();
    expect(stage).toBeGreaterThan(webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(stage).toBeLessThan(webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING);
  });
});
