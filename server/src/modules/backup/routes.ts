// The running server's side of `pnpm portal backup` (issue 38): while a server holds the embedded
// database no other process may open it (db/embedded-lock.ts), so the CLI asks the server for the
// archive over the local door its other commands use (platform/local-door.ts).
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { AppContext } from '../../platform/context';
import { localDoor } from '../../platform/local-door';
import { takeBackup } from './take';

export const OPERATOR_BACKUP = '/_operator/backup';

export async function backupRoutes(app: FastifyInstance, ctx: AppContext, pglite: PGlite, secret: string): Promise<void> {
  app.get<{ Querystring: { osUser: string } }>(
    OPERATOR_BACKUP,
    { onRequest: localDoor(secret), schema: { querystring: { type: 'object', required: ['osUser'], additionalProperties: false, properties: { osUser: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (req, reply) => {
      const archive = await takeBackup({ db: ctx.db, pglite, config: ctx.config, clock: ctx.clock }, { kind: 'cli', id: req.query.osUser });
      return reply.type('application/octet-stream').header('cache-control', 'no-store').send(archive);
    },
  );
}
