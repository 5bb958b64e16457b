import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { pingDb } from '../../db/index';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/health', async (_req, reply) => {
    try {
      await pingDb(ctx.db);
    } catch (err) {
      _req.log.error({ err }, 'health: database check failed');
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'error', db: ctx.dbKind, time: ctx.clock.now().toISOString() });
    }
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', db: ctx.dbKind, time: ctx.clock.now().toISOString() });
  });
}
