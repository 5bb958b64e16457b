import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { hit } from '../../platform/rate-limit';
import { codeQuery } from './schemas';
import { issueImageCode, logout, presentedToken } from './service';

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { randomStr: string } }>('/code', { schema: { querystring: codeQuery } }, async (req, reply) => {
    await hit(ctx.db, ctx.clock, { bucket: `code:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });
    const { code, svg } = await issueImageCode(ctx, req.query.randomStr);
    // Test only (PORTAL_TEST_CAPTCHA=1): lets browser tests log in through the API. Never set in production.
    if (ctx.config.testCaptcha) reply.header('x-test-code', code);
    return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'no-cache, no-store').send(svg);
  });

  const logoutHandler = async (req: { headers: Record<string, string | string[] | undefined> }) => {
    await logout(ctx, presentedToken(req.headers));
    return ok();
  };
  app.get('/isp/portal/user/logout', logoutHandler);
  app.delete('/auth/token/logout', logoutHandler);
}
