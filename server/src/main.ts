// Starts the portal: config from the environment, wait for the database (PostgreSQL only), migrate,
// listen; closes Fastify and the database on SIGINT/SIGTERM so PGlite flushes its files.
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { DatabaseStartError, openDbWhenReady } from './db/wait-for-database';
import { stderrLine } from './db/postgres-pool';
import { buildApp } from './app';
import { systemClock } from './platform/clock';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDbWhenReady(config);
  await migrateToLatest(handle.db);
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, config, clock: systemClock });

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
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: handle.kind, dataDir: config.dataDir, hostDist: config.hostDist, devRemotes: config.devRemotes }, 'portal server ready');
}

main().catch((err) => {
  // A start that cannot reach its database is an operator's problem to read in one line, not a stack.
  if (err instanceof DatabaseStartError) stderrLine(`portal server not started: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
