// Jest loads a package as the many files it is made of, and again for every test file (each file
// has a module registry of its own): a unit test that imports antd, its icons or shared's barrel
// loaded every antd component and every icon (~1,660 of them, with their drawings) before its first
// line ran. Here antd is one bundle whose components are evaluated when first read, and the icons
// are read one by one: the unit step went from 34.6 to 23.5 s (docs/benchmarks.md). The files are
// made once per package version under node_modules/.cache and named to Jest by moduleNameMapper;
// the product and its build never see them.
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const cacheDir = path.join(root, 'node_modules', '.cache', 'jest-bundles');

/** The entry file of a package as the package folder `from` resolves it. */
const resolveIn = (from, name) => createRequire(path.join(from, 'package.json')).resolve(name);

/** The version of a package as `from` resolves it, read upwards from its entry (not every package exports package.json). */
function versionOf(name, from) {
  let dir = path.dirname(resolveIn(from, name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (manifest.name === name) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${name} from ${from}`);
    dir = parent;
  }
}

/** A short digest of how a bundle is made, in its name: a change of options or paths makes a new one. */
const digest = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 8);

/** Makes `file` with `write` unless it is there: written aside and renamed, so two runs at once never read half of it. */
function writeOnce(file, write) {
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  write(partial);
  fs.renameSync(partial, file);
  return file;
}

/**
 * Bundles a package into one file, resolved from the package folder `from`, leaving `external` out
 * (as themselves, one copy shared with the tests); `entry` is the bundle's first module. Built once
 * per version and options.
 */
function bundle({ name, from, external, entry }) {
  const file = path.join(cacheDir, `${name}@${versionOf(name, from)}-${digest({ external, from, entry })}.cjs`);
  return writeOnce(file, (partial) =>
    buildSync({ stdin: entry, bundle: true, platform: 'node', format: 'cjs', target: 'node20', external, outfile: partial, logLevel: 'error' }),
  );
}

/**
 * @ant-design/icons' index requires every icon (~1,660 files with their drawings): its names are
 * answered by a module that requires an icon's own file when the name is first read. antd asks for
 * its icons by their own paths, so the icons' context is one module for both.
 */
function lazyIcons(from) {
  const lib = path.dirname(resolveIn(from, '@ant-design/icons'));
  const file = path.join(cacheDir, `@ant-design+icons@${versionOf('@ant-design/icons', from)}-${digest(lib)}.lazy.cjs`);
  writeOnce(file, (partial) => {
    const names = fs.readdirSync(path.join(lib, 'icons')).filter((name) => name.endsWith('.js') && name !== 'index.js').map((name) => name.slice(0, -3));
    const entries = [
      ['default', 'components/Icon', 'm.default'],
      ['createFromIconfontCN', 'components/IconFont', 'm.default'],
      ['IconProvider', 'components/Context', 'm.default.Provider'],
      ['getTwoToneColor', 'components/twoTonePrimaryColor', 'm.getTwoToneColor'],
      ['setTwoToneColor', 'components/twoTonePrimaryColor', 'm.setTwoToneColor'],
      ...names.map((name) => [name, `icons/${name}`, 'm.default']),
    ];
    const lines = entries.map(([name, module, pick]) => `lazy(${JSON.stringify(name)}, ${JSON.stringify(path.join(lib, module))}, (m) => ${pick});`);
    fs.writeFileSync(partial, [
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'const lazy = (name, file, pick) => Object.defineProperty(exports, name, { enumerable: true, get: () => pick(require(file)) });',
      ...lines,
      '',
    ].join('\n'));
  });
  return { '^@ant-design\\/icons$': file };
}

/**
 * antd's index requires every component at once (seconds in a test file that draws one button):
 * the bundle's first module answers each name of the index by requiring its component when the
 * name is first read. Written from the index itself, so a new antd brings its new names.
 */
function lazyAntdEntry(from) {
  const lib = path.dirname(resolveIn(from, 'antd'));
  const index = fs.readFileSync(path.join(lib, 'index.js'), 'utf8');
  const modules = new Map([...index.matchAll(/var (_\w+) = (?:_interop\w+\()?require\("(\.\/[^"]+)"\)\)?;/g)].map(([, name, file]) => [name, file]));
  const names = [...index.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)(?:\.(\w+))?;/g)];
  const lines = names
    .filter(([, , module]) => modules.has(module))
    .map(([, name, module, member]) => `lazy(${JSON.stringify(name)}, () => ${member === 'default' ? 'withDefault' : ''}(require(${JSON.stringify(modules.get(module))}))${member ? `.${member}` : ''});`);
  if (lines.length < 50) throw new Error(`antd's index (${lib}) no longer reads as expected: ${lines.length} names found`);
  const contents = [
    'const antd = {};',
    'Object.defineProperty(antd, "__esModule", { value: true });',
    'const withDefault = (m) => (m && m.__esModule ? m : { default: m });',
    'const lazy = (name, load) => Object.defineProperty(antd, name, { enumerable: true, get: load });',
    ...lines,
    'module.exports = antd;',
  ].join('\n');
  return { contents, resolveDir: lib, loader: 'js' };
}

/**
 * antd in one bundle, without React and dayjs, which the tests and the apps' code share with it,
 * and without the icons, which it requires one by one (lazyIcons).
 */
export const uiPackages = (appDir) => ({
  '^antd$': bundle({
    name: 'antd',
    from: appDir,
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'dayjs', 'dayjs/*', '@ant-design/icons', '@ant-design/icons/*'],
    entry: lazyAntdEntry(appDir),
  }),
  ...lazyIcons(appDir),
});
