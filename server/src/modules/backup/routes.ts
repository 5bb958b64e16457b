// The running server's side of `pnpm portal backup` (issue 38): while a server holds the embedded
// database no other process may open it (db/embedded-lock.ts), so the CLI asks the server for the
// archive over the same local door as its other commands (modules/operator/routes.ts): loopback and
// the secret from the lock file, else an unknown path.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { serverMessage } from '../../platform/messages';
import { OPERATOR_HEADER } from '../operator/routes';
import { takeBackup } from './take';

export const OPERATOR_BACKUP = '/_operator/backup';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function backupRoutes(app: FastifyInstance, ctx: AppContext, pglite: PGlite, secret: string): Promise<void> {
  // As the operator door: the socket's own addresses (never X-Forwarded-For) and the lock file's secret.
  const allowed = (req: FastifyRequest) => {
    const local = LOOPBACK.has(req.socket.remoteAddress ?? '') || req.socket.remoteAddress === req.socket.localAddress;
    const given = req.headers[OPERATOR_HEADER];
    if (!local || typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(req)) return reply.code(404).send(fail(serverMessage('notFound', requestLanguage(req.headers))));
  };
  app.get<{ Querystring: { osUser: string } }>(
    OPERATOR_BACKUP,
    { onRequest, schema: { querystring: { type: 'object', required: ['osUser'], additionalProperties: false, properties: { osUser: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (req, reply) => {
      const archive = await takeBackup({ db: ctx.db, pglite, config: ctx.config, clock: ctx.clock }, { kind: 'cli', id: req.query.osUser });
      return reply.type('application/octet-stream').header('cache-control', 'no-store').send(archive);
    },
  );
}
