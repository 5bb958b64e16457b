// Operator commands. pnpm runs this with cwd server/, so every path comes from config, never cwd.
//   seed [--notices N] [--reset] [--if-empty] | migrate | release <remote> | rollback <remote> [version]
//   remotes | ensure-released | outbox | approvals | approval | approve | reject | supplier | audit
//   source-publish | sources | source | open-bids | second-round | award | clock
import fs from 'node:fs';
import path from 'node:path';
import { userInfo } from 'node:os';
import { loadConfig, type Config } from './config';
import { OperatorError, runOnDbOrServer, withDb } from './cli-database';
import { DatabaseStartError } from './db/wait-for-database';
import { hasNotices, seed } from './demo/index';
import { hasQuestionsDemo, seedQuestions } from './demo/questions';
import { hasSourcingDemo, seedSourcing } from './demo/sourcing';
import { serverClock } from './platform/clock';
import { AppError } from './platform/errors';
import { latestOutbox } from './modules/messaging/provider';
import { OPERATOR_OUTBOX, OPERATOR_RUN } from './modules/operator/routes';
import { runOperatorCommand, type OperatorCommand } from './modules/approvals/commands';
import { formatOperatorResult } from './modules/approvals/command-output';
import { parseDuration, type SourceCommand } from './modules/source-admin/commands';
import { QUESTION_USAGE, isQuestionCommand, questionCommandFromArgs } from './modules/questions/commands';
import { CENTRE_USAGE, centreCommandFromArgs, isCentreCommand } from './modules/supplier-centre/commands';
import { hasSupplierCentreDemo, seedSupplierCentre } from './demo/supplier-centre';
import type { Phase } from './modules/source-admin/service';
import { APPS, HOST, readState } from './platform/registry';
import { uiShortfall } from './platform/ui-shortfall';
import { ReleaseError, abortCanary, defaultBuildDir, ensureReleased, listRemotes, promoteCanary, releaseRemote, rollbackRemote } from './platform/releases';
import { formatRemotes } from './platform/remotes-listing';
import { backupToFile, restoreFromFile } from './modules/backup/commands';
import { formatHealth, releaseHealth } from './modules/release-health/service';
import { OPERATOR_RELEASE_HEALTH } from './modules/release-health/routes';

const USAGE = `usage: portal <command>
  seed [--notices N] [--reset] [--if-empty]
                                 load the demo data (--reset empties the tables first;
                                 --if-empty does nothing when notices exist: for start scripts)
  migrate                        bring the database schema up to date
  release <app> [--from dir] [--force] [--canary <percent>]
                                 release the host's or a remote's build (default <repo>/<app>/dist)
                                 after checking its shared versions against what is live; with
                                 --canary only that share of browsers gets it (sticky per browser)
  release <app> --promote|--abort
                                 make the canary live for all, or send everyone back to stable
  rollback <app> [version] [--force]
                                 make the previous (or the named) version live, same check
  remotes                        live version, who released it and when, shared versions
                                 required, versions to roll back to
  backup <file>                  the embedded database and the stored files in one new file,
                                 consistent while the portal runs (PostgreSQL: docs/operations.md)
  restore <file>                 a backup into this data folder, which must be fresh (no database,
                                 no stored file); start the portal on it afterwards
  ensure-released                release the host and every remote whose build is new
  outbox [--limit N] [--to R]    SMS and e-mail the portal sent (newest first; demo provider)
  approvals [--changes] [--page N]
                                 registrations (or change requests) waiting for approval
  approval <id>                  one registration (U-…) with its sections and last decision,
                                 or one change request (CHG-…) with each changed field
  approve <id>                   approve: a registration's account becomes the main user of a
                                 new supplier; a change request's data becomes the supplier's
  reject <id> --reason "…"       reject with a reason: it goes back to its owner
  supplier activate|deactivate <supplierId>
                                 only an active supplier may quote
  audit [--target T] [--limit N] approvals, rejections, changes and file deletions, newest first
  password-reset <userName>      a supplier user's new temporary password, sent by SMS to the
                                 phone on file; the next login must change it
  source-publish <file.json>     publish a source (lines, packages, terms, invitations, times) and
                                 its notice on the home page; the file holds the body of the
                                 operator API's source/publish
  sources [--type XJ|CS|ZB] [--phase P] [--keyword K] [--page N]
                                 every source, newest first (P: quoting, awaitingOpening,
                                 openable, opened, awarded, closed), sign-ups and sent quotations
  source <id|number>             one source: lines, terms, invitations, sign-ups, quotation
                                 statuses (no price before opening), award
  open-bids <id|number>          open the current round's bids (from the opening time on) and
                                 print the summary
  second-round <id|number> --deadline <ISO time> --opening <ISO time>
                                 start the negotiation round (after opening)
  award <id|number> --suppliers S1,S2 [--remark "…"]
                                 award to bidders of the current round; publishes the result notice
  clock [set <ISO time> | advance <3d|12h|30m|-1d|ms>]
                                 show or move the portal's clock: only where it runs with
                                 PORTAL_MOVABLE_CLOCK=1 (tests, demos); moves the running server's
${QUESTION_USAGE}
${CENTRE_USAGE}
apps: ${APPS.join(', ')}`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

/** Says when pages now load the host's whole-antd variant, and why (platform/ui-shortfall.ts). */
function printUiShortfall(dataDir: string): void {
  for (const note of uiShortfall(dataDir, readState(dataDir))) console.warn(`note: ${note}`);
}

/** The operator commands' arguments, checked here so a typo is one line, not a stack. */
function operatorCommand(command: string, args: string[]): OperatorCommand {
  const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
  const need = (value: string | undefined, what: string) => {
    if (!value) throw new ReleaseError(`${command} needs ${what}`);
    return value;
  };
  switch (command) {
    case 'approvals': {
      const page = Number(option(args, '--page') ?? 1);
      if (!Number.isInteger(page) || page < 1) throw new ReleaseError('--page must be a whole number of 1 or more');
      return { name: 'approvals', page, changes: args.includes('--changes') };
    }
    case 'approval':
    case 'approve':
      return { name: command, id: need(positional[0], 'the registration id (see: portal approvals)') };
    case 'reject':
      return { name: 'reject', id: need(positional[0], 'the registration id'), reason: need(option(args, '--reason'), '--reason "why"') };
    case 'password-reset':
      return { name: 'password-reset', userName: need(positional[0], 'the user name') };
    case 'supplier': {
      const [verb, supplierId] = positional;
      if (verb !== 'activate' && verb !== 'deactivate') throw new ReleaseError('supplier takes activate or deactivate');
      return { name: 'supplier-active', supplierId: need(supplierId, 'the supplier id'), active: verb === 'activate' };
    }
    default: {
      const limit = Number(option(args, '--limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1) throw new ReleaseError('--limit must be a whole number of 1 or more');
      return { name: 'audit', target: option(args, '--target'), limit };
    }
  }
}

/** The sourcing and clock commands' arguments (issue 14), checked here like the others. */
function sourceCommand(command: string, args: string[]): SourceCommand {
  const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
  const need = (value: string | undefined, what: string) => {
    if (!value) throw new ReleaseError(`${command} needs ${what}`);
    return value;
  };
  const isoTime = (value: string, what: string) => {
    if (Number.isNaN(Date.parse(value)) || !/T\d{2}:\d{2}/.test(value)) throw new ReleaseError(`${what} must be an ISO 8601 time such as 2026-12-01T08:00:00Z, got '${value}'`);
    return new Date(value).toISOString();
  };
  const id = () => need(positional[0], 'the source id or number (see: portal sources)');
  switch (command) {
    case 'source-publish': {
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), need(positional[0], 'the path of a JSON file'));
      let input: unknown;
      try {
        input = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (err) {
        throw new ReleaseError(`cannot read ${file} as JSON: ${(err as Error).message}`);
      }
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw new ReleaseError(`${file} must hold one JSON object`);
      return { name: 'source-publish', input };
    }
    case 'sources': {
      const page = Number(option(args, '--page') ?? 1);
      if (!Number.isInteger(page) || page < 1) throw new ReleaseError('--page must be a whole number of 1 or more');
      const type = option(args, '--type');
      if (type !== undefined && !['XJ', 'CS', 'ZB'].includes(type)) throw new ReleaseError('--type takes XJ, CS or ZB');
      const phase = option(args, '--phase');
      const phases = ['quoting', 'awaitingOpening', 'openable', 'opened', 'awarded', 'closed'];
      if (phase !== undefined && !phases.includes(phase)) throw new ReleaseError(`--phase takes ${phases.join(', ')}`);
      return { name: 'sources', page, sourceType: type as 'XJ' | 'CS' | 'ZB' | undefined, phase: phase as Phase | undefined, keyword: option(args, '--keyword') };
    }
    case 'source':
    case 'open-bids':
      return { name: command, id: id() };
    case 'second-round':
      return { name: 'second-round', id: id(), deadline: isoTime(need(option(args, '--deadline'), '--deadline <ISO time>'), '--deadline'), openingTime: isoTime(need(option(args, '--opening'), '--opening <ISO time>'), '--opening') };
    case 'award': {
      const supplierIds = need(option(args, '--suppliers'), '--suppliers S1,S2').split(',').map((s) => s.trim()).filter(Boolean);
      if (!supplierIds.length) throw new ReleaseError('award needs --suppliers S1,S2');
      return { name: 'award', id: id(), supplierIds, remark: option(args, '--remark') };
    }
    default: {
      const [verb, value] = positional;
      if (!verb) return { name: 'clock' };
      if (verb === 'set') return { name: 'clock-set', at: isoTime(need(value, 'the time to set'), 'the time') };
      if (verb === 'advance') {
        const ms = parseDuration(need(value, 'how far (3d, 12h, 30m, -1d or milliseconds)'));
        if (ms === null) throw new ReleaseError(`clock advance takes 3d, 12h, 30m, 45s, -1d, 1d12h or milliseconds, got '${value}'`);
        return { name: 'clock-advance', ms };
      }
      throw new ReleaseError('clock takes nothing (show), set <ISO time> or advance <duration>');
    }
  }
}

/** Runs an operator command on the database, or through the running server that holds it. */
function runOperator(config: Config, cmd: OperatorCommand): Promise<unknown> {
  const osUser = userInfo().username || 'unknown';
  // The clock the server would have: a command run on the database sees (and moves) the same time.
  return runOnDbOrServer(config, cmd.name, (h) => runOperatorCommand({ db: h.db, dbKind: h.kind, config, clock: serverClock(config) }, cmd, { kind: 'cli', id: osUser }), {
    path: OPERATOR_RUN,
    body: { command: cmd, osUser },
    onServer: (holder) => console.error(`(run by the running portal server, pid ${holder.pid}, which has the embedded database open)`),
  });
}

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = loadConfig();
  switch (command) {
    case 'migrate':
      await withDb(config, 'migrate', async () => undefined);
      console.log('database is up to date');
      return 0;
    case 'seed': {
      const extra = option(args, '--notices');
      const notices = extra === undefined ? 0 : Number(extra);
      if (!Number.isInteger(notices) || notices < 0) throw new ReleaseError(`--notices must be a whole number, got '${extra}'`);
      const now = serverClock(config).now();
      const summary = await withDb(config, 'seed', async (h) => {
        if (args.includes('--if-empty') && !args.includes('--reset') && (await hasNotices(h.db))) {
          // A demo database from before issue 14 gets the sourcing demo it lacks, and nothing else.
          const sourcing = (await hasSourcingDemo(h.db)) ? null : await seedSourcing(h.db, now);
          const questions = (await hasQuestionsDemo(h.db)) ? false : (await seedQuestions(h.db, now), true);
          const supplierCentre = (await hasSupplierCentreDemo(h.db)) ? false : (await seedSupplierCentre(h.db, now), true);
          return sourcing || questions || supplierCentre ? { sourcing, questions, supplierCentre } : null;
        }
        return seed(h.db, { reset: args.includes('--reset'), extraNotices: notices, now });
      });
      console.log(summary ? `seeded: ${JSON.stringify(summary)}` : 'database already has data: seed skipped (--if-empty)');
      return 0;
    }
    case 'release': {
      const remote = args[0];
      if (!remote) throw new ReleaseError('release needs a remote name');
      // Canary releases (issue 38): --promote and --abort act on the running canary.
      if (args.includes('--promote')) {
        console.log(`${remote}: canary ${promoteCanary({ remote, dataDir: config.dataDir })} promoted: live for every browser`);
        return 0;
      }
      if (args.includes('--abort')) {
        const a = abortCanary({ remote, dataDir: config.dataDir });
        console.log(`${remote}: canary ${a.aborted} aborted: every browser gets ${a.live}`);
        return 0;
      }
      const canaryArg = option(args, '--canary');
      const canary = canaryArg === undefined ? undefined : Number(canaryArg);
      const fromDir = option(args, '--from') ?? defaultBuildDir(config.repoRoot, remote);
      const force = args.includes('--force');
      const v = releaseRemote({ remote, fromDir, dataDir: config.dataDir, force, hostFallbackDir: config.hostDist, canary });
      const forced = listRemotes({ dataDir: config.dataDir }).find((r) => r.remote === remote)?.history.at(-1)?.forced;
      for (const problem of forced ?? []) console.warn(`warning: forced past: ${problem}`);
      console.log(`${remote}: released ${v.version} (${v.files} files) and made it live${canary === undefined ? '' : ` for ${canary}% of browsers (canary)`}${forced ? ' (forced)' : ''}`);
      printUiShortfall(config.dataDir);
      return 0;
    }
    case 'rollback': {
      const [remote, version] = args.filter((a) => !a.startsWith('--'));
      if (!remote) throw new ReleaseError('rollback needs a remote name');
      const live = rollbackRemote({ remote, version, dataDir: config.dataDir, force: args.includes('--force'), hostFallbackDir: config.hostDist });
      console.log(`${remote}: ${live} is live`);
      printUiShortfall(config.dataDir);
      return 0;
    }
    case 'remotes': {
      console.log(formatRemotes(listRemotes({ dataDir: config.dataDir })));
      // How each live and previous version loads and fails in browsers (issue 38), read through a running server if it holds the database.
      try {
        const health = await runOnDbOrServer(config, 'remotes', (h) => releaseHealth(h.db, config.dataDir), { path: OPERATOR_RELEASE_HEALTH, onServer: () => undefined });
        console.log(formatHealth(health));
      } catch (err) {
        // The releases above need no database; their health does, and may be out of reach.
        console.log(`release health: not available (${(err as Error).message})`);
      }
      return 0;
    }
    case 'backup': {
      const file = args[0];
      if (!file || file.startsWith('--')) throw new ReleaseError('backup needs the file to write');
      const b = await backupToFile(config, file);
      if (b.serverPid) console.error(`(taken by the running portal server, pid ${b.serverPid}, which has the embedded database open)`);
      console.log(`backup written: ${b.file} (${b.bytes} bytes: the database and ${b.files} stored files)`);
      return 0;
    }
    case 'restore': {
      const file = args[0];
      if (!file || file.startsWith('--')) throw new ReleaseError('restore needs the backup file');
      const r = await restoreFromFile(config, file);
      console.log(`restored the backup of ${r.createdAt}: database in ${r.pgliteDir}, ${r.files} stored files${r.filesRoot ? ` in ${r.filesRoot}` : ' (not restored: uploads are in object storage)'}`);
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
      const recipient = option(args, '--to');
      const query = new URLSearchParams({ limit: String(limit), ...(recipient ? { to: recipient } : {}) });
      // Beside a server that holds the embedded database, the server reads it for us (cli-database.ts).
      const rows = await runOnDbOrServer(config, 'outbox', (h) => latestOutbox(h.db, { limit, recipient }), {
        path: `${OPERATOR_OUTBOX}?${query}`,
        onServer: (holder) => console.error(`(read through the running portal server, pid ${holder.pid}, which has the embedded database open)`),
      });
      if (!rows.length) console.log('outbox is empty');
      for (const m of rows) console.log(`${new Date(m.created_at).toISOString()}  ${m.channel.padEnd(5)} to ${m.recipient}${m.subject ? `  [${m.subject}]` : ''}\n  ${m.body}`);
      return 0;
    }
    case 'approvals':
    case 'approval':
    case 'approve':
    case 'reject':
    case 'supplier':
    case 'password-reset':
    case 'audit': {
      const cmd = operatorCommand(command, args);
      const result = await runOperator(config, cmd);
      console.log(formatOperatorResult(cmd, result));
      return 0;
    }
    case 'source-publish':
    case 'sources':
    case 'source':
    case 'open-bids':
    case 'second-round':
    case 'award':
    case 'clock': {
      const cmd = sourceCommand(command, args);
      const result = await runOperator(config, cmd);
      console.log(formatOperatorResult(cmd, result));
      return 0;
    }
    default: {
      // Questions, clarifications and objections (issue 14): modules/questions/commands.ts.
      if (isQuestionCommand(command)) {
        const cmd = questionCommandFromArgs(command, args, (message) => {
          throw new ReleaseError(message);
        });
        console.log(formatOperatorResult(cmd, await runOperator(config, cmd)));
        return 0;
      }
      // Supplier centre and contracts (issue 15): modules/supplier-centre/commands.ts.
      if (isCentreCommand(command)) {
        const cmd = centreCommandFromArgs(command, args, (message) => {
          throw new ReleaseError(message);
        });
        console.log(formatOperatorResult(cmd, await runOperator(config, cmd)));
        return 0;
      }
      console.error(USAGE);
      return command ? 2 : 0;
    }
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    // Expected operator mistakes print one line; anything else prints the stack.
    console.error(err instanceof AppError ? `error: ${err.messageIn('en-US')}` : err instanceof ReleaseError || err instanceof DatabaseStartError || err instanceof OperatorError ? `error: ${err.message}` : err);
    process.exit(1);
  },
);
