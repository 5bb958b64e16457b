// Liveness and readiness, for a load balancer or an orchestrator. /health answers while the process
// runs, whatever the database does: restarting a process does not bring a database back, so a
// failing liveness check would only add restarts to an outage. /health/ready says whether this
// instance can serve calls now; a balancer takes it out on 503 and back on 200 by itself.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { pingDb } from '../../db/index';
import { describeDbError } from '../../db/unavailable';
import { liveVersions, readState } from '../../platform/registry';

/** Live version of the host and each remote; the registry file is read per request, like /mf/registry.json. */
function versions(ctx: AppContext): Record<string, string | null> | { error: string } {
  try {
    return liveVersions(readState(ctx.config.dataDir));
  } catch (err) {
    // A damaged registry must not fail liveness: report it in place of the versions.
    return { error: (err as Error).message };
  }
}

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const databaseAnswers = async (log: { warn: (msg: string) => void }): Promise<boolean> => {
    try {
      await pingDb(ctx.db, ctx.config.readyTimeoutMs);
      return true;
    } catch (err) {
      log.warn(`readiness: database unavailable: ${describeDbError(err)}`);
      return false;
    }
  };

  app.get('/health', async (req, reply) => {
    const database = (await databaseAnswers(req.log)) ? 'ok' : 'unavailable';
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', db: ctx.dbKind, database, time: ctx.clock.now().toISOString(), versions: versions(ctx) });
  });

  app.get('/health/ready', async (req, reply) => {
    const ready = await databaseAnswers(req.log);
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', db: ctx.dbKind, time: ctx.clock.now().toISOString() });
  });
}
