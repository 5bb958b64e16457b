import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { hit } from '../../platform/rate-limit';
import { currentUser } from '../auth/guard';
import { checkClient } from '../auth/client';
import { refreshBody } from './schemas';
import { personalInfo, refreshSession } from './service';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { refresh_token: string } }>('/auth/token/refresh', { schema: { body: refreshBody } }, async (req, reply) => {
    // Same client identification as the login call (spec 01 §7): Basic client header and tenant.
    checkClient(ctx, req);
    await hit(ctx.db, ctx.clock, { bucket: `refresh:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });
    const tokens = await refreshSession(ctx, req.body.refresh_token);
    // The shared client reads these headers on every reply and replaces its stored tokens.
    reply.header('access-token', tokens.access_token).header('refresh-token', tokens.refresh_token).header('Cache-Control', 'no-store');
    return tokens;
  });

  app.get('/isp/portal/user/info', { preHandler: app.requireUser }, async (req) => ok(await personalInfo(ctx, currentUser(req))));
}
