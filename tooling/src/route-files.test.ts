import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Compilation } from 'webpack';
import { routePageFiles } from './route-files';

test("names each route's page scripts: its import's chunks, no source maps, not another module's import of the same path", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'route-files-'));
  const appFile = path.join(dir, 'app.tsx');
  writeFileSync(appFile, `export const { mount } = createRemoteApp(manifest, {
  '/home': () => import('./features/home/HomePage'),
  '/index_list': () => import('./features/search/SearchPage'),
});`);
  const chunk = (...files: string[]) => ({ files: new Set(files) });
  const from = (request: string, resource: string) => ({ request, module: { resource } });
  const compilation = {
    chunkGroups: [
      { origins: [from('./features/search/SearchPage', path.join(dir, 'elsewhere.tsx'))], chunks: [chunk('9.x.js')] },
      { origins: [from('./features/home/HomePage', appFile)], chunks: [chunk('515.a.js', '515.a.js.map'), chunk('354.b.js'), chunk('354.b.js')] },
      { origins: [from('./features/search/SearchPage', appFile)], chunks: [chunk('77.c.js')] },
    ],
  } as unknown as Compilation;
  expect(routePageFiles(compilation, appFile)).toEqual({ '/home': ['354.b.js', '515.a.js'], '/index_list': ['77.c.js'] });
});
