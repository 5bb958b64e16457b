// A door on this machine only, for the operator CLI while this server holds the embedded database, which no
// second process may open (db/embedded-lock.ts). Only a caller on this machine's loopback that
// shows the secret this server wrote into its lock file (readable by the server's OS user only)
// gets in; anyone else gets a 404 as for an unknown API path. Besides the outbox it runs the
// operators' commands (approvals, approve, reject, …) for the CLI, through the same service and
// with the CLI's OS user as the actor. Bulk writes (seed, migrate) ask for the server to be stopped
// instead.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { fail, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { serverMessage } from '../../platform/messages';
import { localDoor } from '../../platform/local-door';
import { latestOutbox } from '../messaging/provider';
import { AppError } from '../../platform/errors';
import { OPERATOR_COMMANDS, parseOperatorCommand, runOperatorCommand } from '../approvals/commands';

export const OPERATOR_OUTBOX = '/_operator/outbox';
export const OPERATOR_RUN = '/_operator/run';

const outboxQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    to: { type: 'string', maxLength: 200 },
  },
} as const;

export async function operatorRoutes(app: FastifyInstance, ctx: AppContext, secret: string): Promise<void> {
  // Checked on the request, before its body is parsed or validated: without the secret the door
  // answers as an unknown path whatever is sent (a schema error would name the commands).
  const onRequest = localDoor(secret);

  app.get<{ Querystring: { limit?: number; to?: string } }>(OPERATOR_OUTBOX, { onRequest, schema: { querystring: outboxQuery } }, async (req) =>
    ok(await latestOutbox(ctx.db, { limit: req.query.limit, recipient: req.query.to })),
  );

  app.post<{ Body: { command: unknown; osUser: string } }>(
    OPERATOR_RUN,
    { onRequest, schema: { body: { type: 'object', required: ['command', 'osUser'], properties: { command: { type: 'object', required: ['name'], properties: { name: { type: 'string', enum: [...OPERATOR_COMMANDS] } } }, osUser: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (req, reply) => {
      const lang = requestLanguage(req.headers);
      const command = parseOperatorCommand(req.body.command);
      if (!command) return reply.code(400).send(fail(serverMessage('requestRefused', lang, { status: 400 })));
      try {
        return ok(await runOperatorCommand(ctx, command, { kind: 'cli', id: req.body.osUser }));
      } catch (err) {
        // The CLI prints the refusal as its one line, in English.
        if (err instanceof AppError) return reply.code(err.status).send(fail(err.messageIn('en-US')));
        throw err;
      }
    },
  );
}
