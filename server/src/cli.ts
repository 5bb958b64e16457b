// Operator commands. pnpm runs this with cwd server/, so every path comes from config, never cwd.
//   seed [--notices N] [--reset] [--if-empty] | migrate | release <remote> | rollback <remote> [version]
//   remotes | ensure-released
import { loadConfig } from './config';
import type { DbHandle } from './db/index';
import { DatabaseStartError, openDbWhenReady } from './db/wait-for-database';
import { migrateToLatest } from './db/migrate';
import { hasNotices, seed } from './db/seed/index';
import { systemClock } from './platform/clock';
import { latestOutbox } from './modules/messaging/provider';
import { APPS, HOST } from './platform/registry';
import { ReleaseError, defaultBuildDir, ensureReleased, listRemotes, releaseRemote, rollbackRemote } from './platform/releases';
import { formatRemotes } from './platform/remotes-listing';

const USAGE = `usage: portal <command>
  seed [--notices N] [--reset] [--if-empty]
                                 load the demo data (--reset empties the tables first;
                                 --if-empty does nothing when notices exist: for start scripts)
  migrate                        bring the database schema up to date
  release <app> [--from dir] [--force]
                                 release the host's or a remote's build (default <repo>/<app>/dist)
                                 after checking its shared versions against what is live
  rollback <app> [version] [--force]
                                 make the previous (or the named) version live, same check
  remotes                        live version, who released it and when, shared versions
                                 required, versions to roll back to
  ensure-released                release the host and every remote whose build is new
  outbox [--limit N] [--to R]    SMS and e-mail the portal sent (newest first; demo provider)
apps: ${APPS.join(', ')}`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

async function withDb<T>(fn: (db: DbHandle) => Promise<T>): Promise<T> {
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
      const force = args.includes('--force');
      const v = releaseRemote({ remote, fromDir, dataDir: config.dataDir, force, hostFallbackDir: config.hostDist });
      const forced = listRemotes({ dataDir: config.dataDir }).find((r) => r.remote === remote)?.history.at(-1)?.forced;
      for (const problem of forced ?? []) console.warn(`warning: forced past: ${problem}`);
      console.log(`${remote}: released ${v.version} (${v.files} files) and made it live${forced ? ' (forced)' : ''}`);
      return 0;
    }
    case 'rollback': {
      const [remote, version] = args.filter((a) => !a.startsWith('--'));
      if (!remote) throw new ReleaseError('rollback needs a remote name');
      const live = rollbackRemote({ remote, version, dataDir: config.dataDir, force: args.includes('--force'), hostFallbackDir: config.hostDist });
      console.log(`${remote}: ${live} is live`);
      return 0;
    }
    case 'remotes': {
      console.log(formatRemotes(listRemotes({ dataDir: config.dataDir })));
      return 0;
    }
    case 'ensure-released': {
      let failures = 0;
      // The host first: remotes are then checked against the host that will serve them.
      for (const remote of APPS) {
        try {
          const r = ensureReleased({ remote, fromDir: defaultBuildDir(config.repoRoot, remote), dataDir: config.dataDir, hostFallbackDir: remote === HOST ? undefined : config.hostDist });
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
