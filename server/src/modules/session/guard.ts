// `app.requireUser` as a preHandler: routes of the portal that need a login list it, and read
// `req.user`. `app.requireOperator` guards the operator API (its own prefix): the two never mix, so a
// supplier's or registering user's token never reaches a buyer's call, and an operator's token no
// supplier's call.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { ForcedOffline, authenticate, presentedToken, type AuthUser } from './authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireOperator: preHandlerAsyncHookHandler;
  }
}

export function authGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', undefined);
  app.decorate('requireUser', async function requireUser(req: FastifyRequest, reply: FastifyReply) {
    try {
      const user = await authenticate(ctx, presentedToken(req.headers));
      if (user.kind === 'operator') throw forbidden();
      req.user = user;
    } catch (err) {
      // The other browser of a forced-offline account learns it from this header (spec 01 §4) as well as from loginInvalid.
      if (err instanceof ForcedOffline) reply.header('login-mark', '0');
      throw err;
    }
  });
  app.decorate('requireOperator', async function requireOperator(req: FastifyRequest) {
    const user = await authenticate(ctx, presentedToken(req.headers));
    if (user.kind !== 'operator') throw forbidden();
    req.user = user;
  });
}

/** The user set by requireUser; a route calling this without the guard is a programming error. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new Error('route needs the requireUser preHandler');
  return req.user;
}
