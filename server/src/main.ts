// Starts the portal: config from the environment, wait for the database (PostgreSQL only), migrate,
// listen; closes Fastify and the database on SIGINT/SIGTERM so PGlite flushes its files.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { EmbeddedDbBusy, claimEmbeddedDb, describeHolder, type EmbeddedLock } from './db/embedded-lock';
import { operatorRoutes } from './modules/operator/routes';
import { backupRoutes } from './modules/backup/routes';
import { releaseHealthLocalRoutes } from './modules/release-health/routes';
import { migrateToLatest } from './db/migrate';
import { DatabaseStartError, openDbWhenReady } from './db/wait-for-database';
import { stderrLine } from './db/postgres-pool';
import { buildApp } from './app';
import { serverClock } from './platform/clock';
import { routeGroup } from './platform/route-group';
import { readState, unreleasedRemotes } from './platform/registry';

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database can be open in one process only: take its folder first, so a second
  // server or a CLI command is told who holds it instead of crashing (db/embedded-lock.ts).
  const lock = claimForServer(config);
  const handle = await openDbWhenReady(config);
  await migrateToLatest(handle.db);
  // Real time, or a clock operators may move when PORTAL_MOVABLE_CLOCK=1 (tests and demos only).
  const ctx = { db: handle.db, dbKind: handle.kind, config, clock: serverClock(config) };
  const app = await buildApp(ctx);
  const operatorSecret = lock ? randomBytes(32).toString('base64url') : null;
  if (operatorSecret) await app.register(routeGroup(operatorRoutes, ctx, operatorSecret));
  if (operatorSecret && handle.pglite) await app.register(routeGroup(backupRoutes, ctx, handle.pglite!, operatorSecret));
  if (operatorSecret) await app.register(routeGroup(releaseHealthLocalRoutes, ctx, operatorSecret));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      lock?.release();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (lock && operatorSecret) lock.update({ url: loopbackUrl(app.server.address()), secret: operatorSecret });
  app.log.info({ db: handle.kind, dataDir: config.dataDir, hostDist: config.hostDist, devRemotes: config.devRemotes }, 'portal server ready');
  // `pnpm serve` on a data folder where nothing was released served "not found" on every page of a
  // remote, and nothing said why.
  const unreleased = config.devRemotes ? [] : unreleasedRemotes(readState(config.dataDir));
  if (unreleased.length > 0) {
    app.log.warn({ unreleased, dataDir: config.dataDir }, `not released, so their pages show "not found": ${unreleased.join(', ')}; run pnpm release <remote> (npm start releases every built app)`);
  }
}

function claimForServer(config: Config): EmbeddedLock | null {
  if (config.databaseUrl || config.pgliteDir === 'memory') return null;
  try {
    return claimEmbeddedDb(config.pgliteDir, { role: 'server' });
  } catch (err) {
    if (!(err instanceof EmbeddedDbBusy)) throw err;
    throw new DatabaseStartError(
      `the embedded database at ${config.pgliteDir} is open in ${describeHolder(err.holder)}; PGlite cannot be opened by two processes. ` +
        `Stop that one, give this one its own PORTAL_DATA_DIR, or run both on PostgreSQL (DATABASE_URL). (If no such process runs, delete ${err.lockFile}.)`,
    );
  }
}

/** Where a command on this machine reaches the server: loopback when it listens everywhere. */
function loopbackUrl(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

main().catch((err) => {
  // A start that cannot reach its database is an operator's problem to read in one line, not a stack.
  if (err instanceof DatabaseStartError) stderrLine(`portal server not started: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
