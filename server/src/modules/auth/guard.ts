// `app.requireUser` as a preHandler: routes that need a login list it, and read `req.user`.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ForcedOffline, authenticate, presentedToken, type AuthUser } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
  }
}

export function authGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', undefined);
  app.decorate('requireUser', async function requireUser(req: FastifyRequest, reply: FastifyReply) {
    try {
      req.user = await authenticate(ctx, presentedToken(req.headers));
    } catch (err) {
      // The other browser of a forced-offline account learns it from this header (spec 01 §4) as well as from loginInvalid.
      if (err instanceof ForcedOffline) reply.header('login-mark', '0');
      throw err;
    }
  });
}

/** The user set by requireUser; a route calling this without the guard is a programming error. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new Error('route needs the requireUser preHandler');
  return req.user;
}
