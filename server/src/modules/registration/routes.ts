import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { hit } from '../../platform/rate-limit';
import { testCode } from '../messaging/test-code';
import { guardSend, sendFields } from '../messaging/send-guard';
import { registerTempUser, sendRegisterCode, userNameAvailability, verifyRegisterCode, type RegisterInput } from './service';

const str = { type: 'string', maxLength: 128 } as const;
const body = (required: string[], names: string[]) => ({ type: 'object', required, properties: Object.fromEntries(names.map((n) => [n, str])) });

export async function registrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limit = (ip: string, what: string) => hit(ctx.db, ctx.clock, { bucket: `${what}:${ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });

  app.post<{ Body: { userName: string } }>('/plogin/checkUserName', { schema: { body: body(['userName'], ['userName']) } }, async (req) => {
    await limit(req.ip, 'check');
    return ok(await userNameAvailability(ctx, req.body.userName, requestLanguage(req.headers)));
  });

  // The SMS code of the registration screen; the phone carries its country code (+84, +86, …).
  app.post<{ Body: { phone: string } }>('/plogin/getRegisterCode', { schema: { body: body(['phone'], ['phone', ...sendFields]) } }, async (req, reply) => {
    await limit(req.ip, 'sms');
    await guardSend(ctx, req.ip, req.body);
    testCode(ctx, reply, await sendRegisterCode(ctx, req.body.phone, requestLanguage(req.headers)));
    return ok();
  });

  app.post<{ Body: { phone: string; code: string } }>('/plogin/registerCodeVerify', { schema: { body: body(['phone'], ['phone', 'code']) } }, async (req) => {
    await limit(req.ip, 'verify');
    await verifyRegisterCode(ctx, req.body.phone, req.body.code, requestLanguage(req.headers));
    return ok();
  });

  const fields = ['userName', 'password', 'confirmPassword', 'phone', 'code'];
  app.post<{ Body: RegisterInput }>('/plogin/registerUser', { schema: { body: body(['userName', 'password', 'phone'], fields) } }, async (req) => {
    await limit(req.ip, 'register');
    return ok(await registerTempUser(ctx, req.body, requestLanguage(req.headers)));
  });
}
