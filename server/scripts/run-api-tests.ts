// Runs the API suite on PGlite, then again on PostgreSQL when a server answers
// (DATABASE_URL or 127.0.0.1:5432). Exits non-zero if any run fails. `--db pglite` or
// `--db postgres` runs one of the two (npm test times them as separate steps); every other
// argument goes to Jest.
//
// Jest runs with --experimental-vm-modules because PGlite loads its WebAssembly and file-system
// bundle with dynamic import(), which Jest's module VM refuses without the flag.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const serverDir = path.resolve(__dirname, '..');
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { only, extraArgs } = parseArgs(process.argv.slice(2));

function parseArgs(args: string[]): { only?: 'pglite' | 'postgres'; extraArgs: string[] } {
  const at = args.indexOf('--db');
  if (at === -1) return { extraArgs: args };
  const only = args[at + 1];
  if (only !== 'pglite' && only !== 'postgres') throw new Error(`--db takes pglite or postgres, not ${only ?? 'nothing'}`);
  return { only, extraArgs: [...args.slice(0, at), ...args.slice(at + 2)] };
}

// The root test command adds every JSON report in .test-results/ into one closing line.
const resultsDir = path.resolve(serverDir, '..', '.test-results');

function runJest(label: string, env: Record<string, string | undefined>, report: string): boolean {
  console.log(`\n=== API tests on ${label} ===`);
  const jestBin = require.resolve('jest/bin/jest', { paths: [serverDir, path.join(serverDir, '..')] });
  const reportArgs = ['--json', `--outputFile=${path.join(resultsDir, report)}`];
  const res = spawnSync(process.execPath, [jestBin, '--config', 'jest.api.config.mjs', ...reportArgs, ...extraArgs], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings=ExperimentalWarning'].filter(Boolean).join(' ') },
  });
  return res.status === 0;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const redacted = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function runOnPostgres(): Promise<boolean | 'skipped'> {
  if (await postgresAnswers()) return runJest(`PostgreSQL (${redacted(pgUrl)})`, { TEST_DB: 'postgres', DATABASE_URL: pgUrl }, 'api-postgres.json');
  console.log(`\nAPI tests on PostgreSQL: skipped (no server at ${redacted(pgUrl)})`);
  return 'skipped';
}

async function main(): Promise<number> {
  const results: [string, boolean | 'skipped'][] = [];
  // The PGlite run must not pick up a DATABASE_URL meant for the PostgreSQL run.
  if (only !== 'postgres') results.push(['PGlite', runJest('PGlite (in memory)', { TEST_DB: 'pglite', DATABASE_URL: undefined }, 'api-pglite.json')]);
  if (only !== 'pglite') results.push(['PostgreSQL', await runOnPostgres()]);
  console.log('\n=== summary ===');
  for (const [label, ok] of results) console.log(`API tests on ${label}: ${ok === 'skipped' ? 'skipped' : ok ? 'passed' : 'FAILED'}`);
  return results.some(([, ok]) => ok === false) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
