import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';

/**
 * Test only (PORTAL_TEST_CAPTCHA=1, like the image code): the SMS or e-mail code also goes into the
 * x-test-code header so browser tests, which cannot read the server's embedded database, can use it.
 * Never set in production.
 */
export function testCode(ctx: AppContext, reply: FastifyReply, code: string): void {
  if (ctx.config.testCaptcha) reply.header('x-test-code', code);
}
