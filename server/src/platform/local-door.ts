// The check of the running server's local door for the operator CLI (outbox, commands, backup,
// release health): a caller on this machine (the socket's own addresses, never X-Forwarded-For) showing the secret
// the server wrote into its lock file; anyone else gets a 404 as for an unknown path.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';
import { requestLanguage } from './language';
import { serverMessage } from './messages';

/** The header the CLI shows the secret in. */
export const OPERATOR_HEADER = 'x-portal-operator';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** An onRequest hook: before the body is read, so a stranger learns nothing of its shape. */
export function localDoor(secret: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    // The socket's own addresses, not req.ip: a trusted proxy's X-Forwarded-For must not open this.
    // Loopback, or a connection from this machine to the one address the server listens on (HOST).
    const local = LOOPBACK.has(req.socket.remoteAddress ?? '') || req.socket.remoteAddress === req.socket.localAddress;
    const given = req.headers[OPERATOR_HEADER];
    const a = Buffer.from(typeof given === 'string' ? given : '');
    const b = Buffer.from(secret);
    if (!local || a.length !== b.length || !timingSafeEqual(a, b)) return reply.code(404).send(fail(serverMessage('notFound', requestLanguage(req.headers))));
  };
}
