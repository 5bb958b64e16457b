// The calls of someone who holds a session: refreshing its tokens, reading the personal
// info, logging out. Starting one is the end of a login (modules/login).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { hit } from '../../platform/rate-limit';
import { checkClient } from '../login/oauth-client';
import { presentedToken } from './authenticate';
import { currentUser } from './guard';
import { personalInfo } from './personal-info';
import { RefreshAfterForcedOffline, refreshSession } from './refresh';
import { refreshBody } from './schemas';
import { logout } from './start-and-end';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { refresh_token: string } }>('/auth/token/refresh', { schema: { body: refreshBody } }, async (req, reply) => {
    // Same client identification as the login call (spec 01 §7): Basic client header and tenant.
    checkClient(ctx, req);
    await hit(ctx.db, ctx.clock, { bucket: `refresh:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });
    const tokens = await refreshSession(ctx, req.body.refresh_token).catch((err: unknown) => {
      if (err instanceof RefreshAfterForcedOffline) reply.header('login-mark', '0');
      throw err;
    });
    // The shared client reads these headers on every reply and replaces its stored tokens.
    reply.header('access-token', tokens.access_token).header('refresh-token', tokens.refresh_token).header('Cache-Control', 'no-store');
    return tokens;
  });

  app.get('/isp/portal/user/info', { preHandler: app.requireUser }, async (req) => ok(await personalInfo(ctx, currentUser(req))));

  const logoutHandler = async (req: { headers: Record<string, string | string[] | undefined> }) => {
    await logout(ctx, presentedToken(req.headers));
    return ok();
  };
  app.get('/isp/portal/user/logout', logoutHandler);
  app.delete('/auth/token/logout', logoutHandler);
}
