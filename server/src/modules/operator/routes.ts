// A door on this machine only, for the operator CLI while this server holds the embedded database, which no
// second process may open (db/embedded-lock.ts). Only a caller on this machine's loopback that
// shows the secret this server wrote into its lock file (readable by the server's OS user only)
// gets in; anyone else gets a 404 as for an unknown API path. Besides the outbox it runs the
// operators' commands (approvals, approve, reject, …) for the CLI, through the same service and
// with the CLI's OS user as the actor. Bulk writes (seed, migrate) ask for the server to be stopped
// instead.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { fail, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { serverMessage } from '../../platform/messages';
import { latestOutbox } from '../messaging/provider';
import { AppError } from '../../platform/errors';
import { OPERATOR_COMMANDS, parseOperatorCommand, runOperatorCommand } from '../approvals/commands';

export const OPERATOR_HEADER = 'x-portal-operator';
export const OPERATOR_OUTBOX = '/_operator/outbox';
export const OPERATOR_RUN = '/_operator/run';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const outboxQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    to: { type: 'string', maxLength: 200 },
  },
} as const;

export async function operatorRoutes(app: FastifyInstance, ctx: AppContext, secret: string): Promise<void> {
  // The socket's own addresses, not req.ip: a trusted proxy's X-Forwarded-For must not open this.
  // Loopback, or a connection from this machine to the one address the server listens on (HOST).
  const local = (req: FastifyRequest) => LOOPBACK.has(req.socket.remoteAddress ?? '') || req.socket.remoteAddress === req.socket.localAddress;
  const allowed = (req: FastifyRequest) => local(req) && sameSecret(req.headers[OPERATOR_HEADER], secret);
  // Checked on the request, before its body is parsed or validated: without the secret the door
  // answers as an unknown path whatever is sent (a schema error would name the commands).
  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(req)) return reply.code(404).send(fail(serverMessage('notFound', requestLanguage(req.headers))));
  };

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
