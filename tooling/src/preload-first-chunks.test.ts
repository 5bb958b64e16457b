import type { Compilation } from 'webpack';
import { firstChunkFiles } from './preload-first-chunks';

const chunk = (name: string | undefined, ...files: string[]) => ({ name, files: new Set(files) });

describe('firstChunkFiles', () => {
  it("names the scripts of the entry's bootstrap import and the shared libraries, not later pages or the deferred UI", () => {
    const bootstrap = chunk(undefined, '494.a.js', '494.a.js.map');
    const page = chunk(undefined, '77.b.js');
    const libraries = chunk('libraries', 'libraries.c.js');
    const deferred = chunk('ui-table', 'ui-table.d.js');
    const compilation = {
      chunkGroups: [
        { origins: [{ request: './bootstrap' }], chunks: [bootstrap] },
        { origins: [{ request: './pages/Personal' }], chunks: [page] },
        { origins: [{ request: '/antd/es/table/index.js' }], chunks: [deferred] },
      ],
      chunks: new Set([bootstrap, page, libraries, deferred]),
    } as unknown as Compilation;
    expect(firstChunkFiles(compilation, ['./bootstrap'], 'libraries')).toEqual(['494.a.js', 'libraries.c.js']);
  });

  it('names the chunks the federation runtime loads for a shared library the app consumes, not those it provides', () => {
    const runtime = chunk(undefined, '198.e.js');
    const provided = chunk(undefined, '31.f.js');
    const module = (id: string) => ({ identifier: () => id });
    const compilation = {
      chunkGroups: [
        { origins: [{ request: null, module: module('consume-shared-module|default|@portal/runtime|!=1...0...0|true|/src/index.ts') }], chunks: [runtime] },
        { origins: [{ request: null, module: module('provide module (default) single-spa@6.0.0 = /single-spa/index.js') }], chunks: [provided] },
      ],
      chunks: new Set([runtime, provided]),
    } as unknown as Compilation;
    expect(firstChunkFiles(compilation, ['./bootstrap'], 'libraries')).toEqual(['198.e.js']);
  });
});
