// `pnpm typecheck` checks the browser packages as one program (tsconfig.apps.json): shared's and
// antd's types are read once instead of once per package (22 → 8.5 s for the whole step). That is
// only the same check while every browser package is configured as the one program is.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const apps = readJson('tsconfig.apps.json');
const browserPackages = fs
  .readdirSync(root)
  .filter((dir) => fs.existsSync(path.join(root, dir, 'tsconfig.json')))
  .filter((dir) => !['server', 'tooling', 'e2e'].includes(dir));

test('the browser packages are the ones the root typecheck leaves to the one program', () => {
  const checkedApart = /--filter (\S+)/g;
  const script: string = readJson('package.json').scripts.typecheck;
  const apart = [...script.matchAll(checkedApart)].map(([, name]) => name.replace('@portal/', ''));
  expect(apart.sort()).toEqual(['e2e', 'server', 'tooling']);
  expect(browserPackages.sort()).toEqual(['host', 'mf-auth', 'mf-contracts', 'mf-public', 'mf-sourcing', 'mf-supplier', 'runtime', 'shared']);
});

test.each(browserPackages)('%s is checked in the one program with its own settings and files', (dir) => {
  const own = readJson(`${dir}/tsconfig.json`);
  expect(own.extends).toBe('../tsconfig.base.json');
  expect(own.compilerOptions).toEqual(apps.compilerOptions);
  const included = own.include.map((entry: string) => path.normalize(path.join(dir, entry)));
  for (const entry of included) expect(apps.include).toContain(entry);
});
