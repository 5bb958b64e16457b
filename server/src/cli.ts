// Operator commands. pnpm runs this with cwd server/, so every path comes from config, never cwd.
//   seed [--notices N] [--reset] [--if-empty] | migrate | release <remote> | rollback <remote> [version]
//   remotes | ensure-released
import { loadConfig } from './config';
import type { openDb } from './db/index';
import { DatabaseStartError, openDbWhenReady } from './db/wait-for-database';
import { migrateToLatest } from './db/migrate';
import { hasNotices, seed } from './db/seed/index';
import { systemClock } from './platform/clock';
import { latestOutbox } from './modules/messaging/provider';
import { REMOTES } from './platform/registry';
import { ReleaseError, defaultBuildDir, ensureReleased, listRemotes, releaseRemote, rollbackRemote } from './platform/releases';

const USAGE = `usage: portal <command>
  seed [--notices N] [--reset] [--if-empty]
                                 load the demo data (--reset empties the tables first;
                                 --if-empty does nothing when notices exist: for start scripts)
  migrate                        bring the database schema up to date
  release <remote> [--from dir]  release a remote's build (default <repo>/<remote>/dist)
  rollback <remote> [version]    make the previous (or the named) version live
  remotes                        live version and history of each remote
  ensure-released                release every remote whose build is new
  outbox [--limit N] [--to R]    SMS and e-mail the portal sent (newest first; demo provider)
remotes: ${REMOTES.join(', ')}`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>): Promise<T> {
  const handle = await openDbWhenReady(loadConfig());
  try {
    await migrateToLatest(handle.db);
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = loadConfig();
  switch (command) {
    case 'migrate':
      await withDb(async () => undefined);
      console.log('database is up to date');
      return 0;
    case 'seed': {
      const extra = option(args, '--notices');
      const notices = extra === undefined ? 0 : Number(extra);
      if (!Number.isInteger(notices) || notices < 0) throw new ReleaseError(`--notices must be a whole number, got '${extra}'`);
      const summary = await withDb(async (h) => {
        if (args.includes('--if-empty') && !args.includes('--reset') && (await hasNotices(h.db))) return null;
        return seed(h.db, { reset: args.includes('--reset'), extraNotices: notices, now: systemClock.now() });
      });
      console.log(summary ? `seeded: ${JSON.stringify(summary)}` : 'database already has data: seed skipped (--if-empty)');
      return 0;
    }
    case 'release': {
      const remote = args[0];
      if (!remote) throw new ReleaseError('release needs a remote name');
      const fromDir = option(args, '--from') ?? defaultBuildDir(config.repoRoot, remote);
      const v = releaseRemote({ remote, fromDir, dataDir: config.dataDir });
      console.log(`${remote}: released ${v.version} (${v.files} files) and made it live`);
      return 0;
    }
    case 'rollback': {
      const [remote, version] = args;
      if (!remote) throw new ReleaseError('rollback needs a remote name');
      const live = rollbackRemote({ remote, version, dataDir: config.dataDir });
      console.log(`${remote}: ${live} is live`);
      return 0;
    }
    case 'remotes': {
      for (const r of listRemotes({ dataDir: config.dataDir })) {
        console.log(`${r.remote.padEnd(14)} live: ${r.live ?? '(none)'}  versions: ${r.versions.length}`);
        for (const h of r.history.slice(-5)) console.log(`  ${h.at}  ${h.action.padEnd(8)} ${h.version}${h.from ? `  (from ${h.from})` : ''}`);
      }
      return 0;
    }
    case 'ensure-released': {
      let failures = 0;
      for (const remote of REMOTES) {
        try {
          const r = ensureReleased({ remote, fromDir: defaultBuildDir(config.repoRoot, remote), dataDir: config.dataDir });
          console.log(`${remote}: ${r.released ? 'released' : 'unchanged'} ${r.version}`);
        } catch (err) {
          failures++;
          console.error(`${remote}: ${(err as Error).message}`);
        }
      }
      return failures ? 1 : 0;
    }
    case 'outbox': {
      const limit = Number(option(args, '--limit') ?? 20);
      if (!Number.isInteger(limit) || limit < 1) throw new ReleaseError(`--limit must be a whole number of 1 or more`);
      const rows = await withDb((h) => latestOutbox(h.db, { limit, recipient: option(args, '--to') }));
      if (!rows.length) console.log('outbox is empty');
      for (const m of rows) console.log(`${new Date(m.created_at).toISOString()}  ${m.channel.padEnd(5)} to ${m.recipient}${m.subject ? `  [${m.subject}]` : ''}\n  ${m.body}`);
      return 0;
    }
    default:
      console.error(USAGE);
      return command ? 2 : 0;
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    // Expected operator mistakes print one line; anything else prints the stack.
    console.error(err instanceof ReleaseError || err instanceof DatabaseStartError ? `error: ${err.message}` : err);
    process.exit(1);
  },
);
