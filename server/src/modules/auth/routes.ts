import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { AppError, unauthorized } from '../../platform/errors';
import { TENANT_ID } from '../../platform/constants';
import { requestLanguage } from '../../platform/language';
import { hit } from '../../platform/rate-limit';
import { codeQuery, tokenBody } from './schemas';
import { issueImageCode, logout, passwordLogin, presentedToken, type LoginInput } from './service';

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { randomStr: string } }>('/code', { schema: { querystring: codeQuery } }, async (req, reply) => {
    await hit(ctx.db, ctx.clock, { bucket: `code:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });
    const { code, svg } = await issueImageCode(ctx, req.query.randomStr);
    // Test only (PORTAL_TEST_CAPTCHA=1): lets browser tests log in through the API. Never set in production.
    if (ctx.config.testCaptcha) reply.header('x-test-code', code);
    return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'no-cache, no-store').send(svg);
  });

  app.post<{ Body: LoginInput & { grant_type: string } }>('/auth/oauth/token', { schema: { body: tokenBody } }, async (req) => {
    // The client identifies itself with a Basic header and the tenant (spec 01 §7); check both.
    if (!/^Basic\s+\S+/i.test(req.headers.authorization ?? '')) throw unauthorized();
    const tenant = req.headers.tenant_id ?? req.headers['tenant-id'] ?? req.headers.tenant;
    if (tenant !== undefined && tenant !== TENANT_ID) throw new AppError(400, `unknown tenant '${String(tenant)}'`);
    // Per address and name: one noisy office behind a NAT does not lock everyone else out.
    await hit(ctx.db, ctx.clock, { bucket: `login:${req.ip}:${req.body.username}`, max: ctx.config.loginPerMinute, windowMs: 60_000 });
    return passwordLogin(ctx, req.body, requestLanguage(req.headers));
  });

  const logoutHandler = async (req: { headers: Record<string, string | string[] | undefined> }) => {
    await logout(ctx, presentedToken(req.headers));
    return ok();
  };
  app.get('/isp/portal/user/logout', logoutHandler);
  app.delete('/auth/token/logout', logoutHandler);
}
