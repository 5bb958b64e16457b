// The server's layers run one way: db/ (connection, dialect, migrations, schema) under platform/
// and modules/, modules under the entry points (app.ts, main.ts, cli*.ts) and the demo seed (demo/).
// This test reads every import of the source and fails on an arrow that runs back up, so a new
// import of a module from db/ (the demo seed used to live there) is caught before review.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = __dirname;

/** The layer a path under src/ belongs to: its first folder, or the entry file itself. */
function layerOf(pathFromSrc: string): string {
  const [first] = pathFromSrc.split(sep);
  return first.replace(/\.ts$/, '');
}

const ENTRY = ['app', 'main', 'cli', 'cli-database', 'demo'];
/** What each layer must not import. config.ts is the one file everyone below may read. */
const FORBIDDEN: Record<string, string[]> = {
  db: ['modules', 'platform', ...ENTRY],
  platform: ENTRY,
  modules: ENTRY,
};

/** Relative import specifiers of a source text: static imports, re-exports, import() and require(). */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** Upward imports of one file (path relative to src/), as "file → target" lines. */
export function upwardImports(pathFromSrc: string, source: string): string[] {
  const forbidden = FORBIDDEN[layerOf(pathFromSrc)] ?? [];
  return importSpecifiers(source)
    .map((spec) => relative(SRC, resolve(SRC, dirname(pathFromSrc), spec)))
    .filter((target) => !target.startsWith('..') && forbidden.includes(layerOf(target)))
    .map((target) => `${pathFromSrc} → ${target}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [relative(SRC, full)] : [];
  });
}

// Known arrows up, each to be removed rather than added to: platform/static.ts asks the
// first-screen module what a page's first screen holds; platform/messages.test.ts checks every
// module's messages in one place; the backup commands open the database the CLI's way
// (cli-database.ts's withDb and OperatorError belong below the modules for this to go).
const KNOWN = new Set([
  'modules/backup/commands.ts → cli-database',
  'platform/static.ts → modules/first-screen/first-screen',
  'platform/messages.test.ts → modules/login/messages',
  'platform/messages.test.ts → modules/puzzle/messages',
]);

describe('server layers', () => {
  it('finds the imports it is meant to judge', () => {
    const text = "import { a } from '../modules/x';\nexport { b } from './y';\nconst c = await import('../demo/z');\nimport '../app';\nimport { d } from 'kysely';";
    expect(importSpecifiers(text)).toEqual(['../modules/x', './y', '../demo/z', '../app']);
    expect(upwardImports('db/fake.ts', text)).toEqual(['db/fake.ts → modules/x', 'db/fake.ts → demo/z', 'db/fake.ts → app']);
    expect(upwardImports('db/migrations/0999_fake.ts', "import { x } from '../../modules/sourcing/tables';")).toEqual([
      'db/migrations/0999_fake.ts → modules/sourcing/tables',
    ]);
    expect(upwardImports('modules/fake/routes.ts', "import { seed } from '../../demo/index';")).toEqual(['modules/fake/routes.ts → demo/index']);
    expect(upwardImports('demo/fake.ts', "import { x } from '../modules/sourcing/tables';")).toEqual([]);
  });

  it('has no import that runs back up a layer', () => {
    const found = sourceFiles(SRC).flatMap((file) => upwardImports(file.split('/').join(sep), readFileSync(join(SRC, file), 'utf8')));
    expect(found.filter((arrow) => !KNOWN.has(arrow.split(sep).join('/')))).toEqual([]);
  });

  it('keeps db/ to the connection, dialect, migrations and schema', () => {
    const files = sourceFiles(join(SRC, 'db')).map((file) => file.split(sep).join('/'));
    expect(files.filter((file) => file.startsWith('db/seed/'))).toEqual([]);
    expect(files.some((file) => file.startsWith('db/migrations/'))).toBe(true);
  });
});
