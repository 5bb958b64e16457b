// The login, session and recovery calls of spec 01 §7 and spec 02 §7. Routes parse and answer;
// the rules live in login-service, recovery-service and sessions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { hit } from '../../platform/rate-limit';
import { currentUser } from '../auth/guard';
import { checkClient } from '../auth/client';
import { decryptCredential } from './credential';
import * as login from './login-service';
import * as recovery from './recovery-service';
import { liveSessionCount, ownSessionCount } from './sessions';
import { authenticate, presentedToken } from '../auth/service';
import { identityMessage } from './messages';
import { testCode } from '../messaging/test-code';
import { guardSend, sendFields } from '../messaging/send-guard';

const str = (max = 128) => ({ type: 'string', maxLength: max }) as const;
const body = (required: string[], optional: string[] = []) => ({
  type: 'object',
  required,
  properties: Object.fromEntries([...required, ...optional].map((n) => [n, n === 'args' ? str(256) : str()])),
});
const query = body;

const yes = (value: unknown) => value === true || value === 'true' || value === '1';

type LoginBody = { username: string; password: string; code?: string; randomStr?: string; forceOffline?: string; askOnline?: string };
const loginFields = ['code', 'randomStr', 'phone', 'grant_type', 'scope', 'forceOffline', 'askOnline'];
/** The login options every login kind shares ('force offline', and asking after the proof). */
const finishOptions = (b: { forceOffline?: string; askOnline?: string }) => ({ forceOffline: yes(b.forceOffline), askOnline: yes(b.askOnline) });

export async function identityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lang = (req: FastifyRequest) => requestLanguage(req.headers);
  // Per address and name for logins (one noisy office behind a NAT does not block everyone), per
  // address for everything that sends a message or reveals whether an account exists.
  const limitLogin = (req: FastifyRequest, name: string) => hit(ctx.db, ctx.clock, { bucket: `login:${req.ip}:${name.trim().toLowerCase()}`, max: ctx.config.loginPerMinute, windowMs: 60_000 });
  const limitCode = (req: FastifyRequest, what: string) => hit(ctx.db, ctx.clock, { bucket: `${what}:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });

  app.post<{ Body: LoginBody & { grant_type: string } }>(
    '/auth/oauth/token',
    { schema: { body: { ...body(['username', 'password', 'grant_type'], loginFields), properties: { ...body([], ['username', 'password', 'randomStr', 'code', 'forceOffline']).properties, grant_type: { type: 'string', enum: ['password'] }, scope: { type: 'string', enum: ['server'] } } } } },
    async (req) => {
      checkClient(ctx, req);
      await limitLogin(req, req.body.username);
      return login.passwordLogin(ctx, { ...req.body, ...finishOptions(req.body) }, lang(req));
    },
  );

  app.post<{ Body: { mobile: string; code?: string; grant_type: string; forceOffline?: string; askOnline?: string } }>(
    '/auth/mobile/token/sms',
    { schema: { body: { type: 'object', required: ['mobile', 'grant_type'], properties: { mobile: { type: 'string', pattern: '^SMS@', maxLength: 32 }, code: str(16), grant_type: { type: 'string', enum: ['mobile'] }, forceOffline: str(8), askOnline: str(8) } } } },
    async (req) => {
      checkClient(ctx, req);
      await limitLogin(req, req.body.mobile);
      return login.mobileLogin(ctx, { ...req.body, ...finishOptions(req.body) }, lang(req));
    },
  );

  app.post<{ Body: LoginBody }>('/isp/portal/user/userLogin', { schema: { body: body(['username', 'password'], loginFields) } }, async (req) => {
    await limitLogin(req, req.body.username);
    return ok(await login.passwordLogin(ctx, { ...req.body, ...finishOptions(req.body) }, lang(req)));
  });

  app.post<{ Body: LoginBody }>('/isp/portal/user/userLoginTemp', { schema: { body: body(['username', 'password'], loginFields) } }, async (req) => {
    await limitLogin(req, req.body.username);
    return ok(await login.tempUserLogin(ctx, { ...req.body, ...finishOptions(req.body) }, lang(req)));
  });

  const checkUserType = async (req: FastifyRequest<{ Body: { username: string } }>) => {
    await limitCode(req, 'check');
    return ok(await login.checkUserType(ctx, req.body.username, lang(req)));
  };
  app.post('/isp/portal/user/checkUserType', { schema: { body: body(['username']) } }, checkUserType);
  app.post('/isp/portal/plogin/checkUser', { schema: { body: body(['username']) } }, checkUserType);

  app.post<{ Body: { phone: string } }>('/isp/portal/user/byPhoneCheckUserType', { schema: { body: body(['phone']) } }, async (req) => {
    await limitCode(req, 'check');
    return ok(await login.checkUserTypeByPhone(ctx, req.body.phone, lang(req)));
  });

  app.post<{ Body: { phone: string } }>('/isp/portal/user/getLoginCode', { schema: { body: body(['phone'], sendFields) } }, async (req, reply) => {
    await limitCode(req, 'sms');
    await guardSend(ctx, req.ip, req.body);
    testCode(ctx, reply, await login.sendLoginCode(ctx, req.body.phone, lang(req)));
    return ok();
  });
  app.get<{ Params: { phone: string } }>('/upms/mobile/:phone', { schema: { querystring: query([], sendFields) } }, async (req, reply) => {
    await limitCode(req, 'sms');
    await guardSend(ctx, req.ip, req.query);
    testCode(ctx, reply, await login.sendLoginCode(ctx, req.params.phone, lang(req)));
    return ok(true);
  });

  app.post<{ Body: { phone: string; code?: string } }>('/isp/portal/user/codeVerify', { schema: { body: body(['phone'], ['code']) } }, async (req) => {
    await limitCode(req, 'verify');
    await login.verifyLoginCode(ctx, req.body.phone, req.body.code, lang(req));
    return ok();
  });

  // A logged-in caller learns the own count. A stranger learns nothing in strict mode (the login
  // asks after the proof instead, askOnline); otherwise the count by name, for the login card that
  // still asks before it (spec 01 §7 names this call with a userName).
  const loginSum = async (req: FastifyRequest<{ Querystring: { userName?: string } }>) => {
    await limitCode(req, 'check');
    const token = presentedToken(req.headers);
    const caller = token ? await authenticate(ctx, token).catch(() => null) : null;
    if (caller) return ok(await ownSessionCount(ctx, caller.userId));
    if (ctx.config.strictIdentity || !req.query.userName) return ok(0);
    return ok(await liveSessionCount(ctx, req.query.userName));
  };
  app.get('/upms/token/loginSum', { schema: { querystring: query([], ['userName']) } }, loginSum);
  app.get('/isp/portal/user/loginSum', { schema: { querystring: query([], ['userName']) } }, loginSum);

  // Accounts that belong to the other system (SSO) log in there.
  app.get<{ Querystring: { userName: string } }>('/isp/portal/plogin/isMaximoLogin', { schema: { querystring: query(['userName']) } }, async (req) => {
    await limitCode(req, 'check');
    const found = await login.checkUserType(ctx, req.query.userName, lang(req)).catch(() => null);
    return ok(found?.userType === 'sso');
  });

  app.post<{ Body: { username: string; password: string } }>('/upms/user/getTenantIdAnTypeByUsername', { schema: { body: body(['username', 'password']) } }, async (req) => {
    const username = decryptCredential(req.body.username);
    const password = decryptCredential(req.body.password);
    if (username === null || password === null) throw new AppError(400, identityMessage('credentialUnreadable', lang(req)));
    await limitLogin(req, username);
    return ok(await login.tenantAndType(ctx, username, password, lang(req)));
  });

  // The answer to 'logged in elsewhere, force offline?' (asked after the proof, see askOnline).
  app.post<{ Body: { continueTicket: string; forceOffline?: string } }>(
    '/isp/portal/user/continueLogin',
    { schema: { body: { type: 'object', required: ['continueTicket'], properties: { continueTicket: str(64), forceOffline: str(8) } } } },
    async (req) => {
      await limitCode(req, 'ticket');
      return ok(await login.continueLogin(ctx, req.body.continueTicket, yes(req.body.forceOffline), lang(req)));
    },
  );

  app.post('/isp/portal/user/createLoginTicket', { preHandler: app.requireUser }, async (req) => ok(await login.createLoginTicket(ctx, currentUser(req).userId, lang(req))));
  app.post<{ Body: { args: string } }>('/isp/portal/user/tokenLogin', { schema: { body: body(['args']) } }, async (req) => {
    await limitCode(req, 'ticket');
    return ok(await login.ticketLogin(ctx, req.body.args, lang(req)));
  });

  // Recovery (spec 02 §7, under user).
  app.post<{ Body: { userName: string; userEmail: string } }>('/isp/portal/user/checkUserEmail', { schema: { body: body(['userName', 'userEmail'], sendFields) } }, async (req, reply) => {
    await limitCode(req, 'sms');
    await guardSend(ctx, req.ip, req.body);
    testCode(ctx, reply, await recovery.sendEmailCode(ctx, req.body.userName, req.body.userEmail, lang(req)));
    return ok(identityMessage('codeSent', lang(req)));
  });
  app.post<{ Body: { userName: string; typeCode: string } }>('/isp/portal/user/checkCode', { schema: { body: body(['userName', 'typeCode']) } }, async (req) => {
    await limitCode(req, 'verify');
    await recovery.verifyEmailCode(ctx, req.body.userName, req.body.typeCode, lang(req));
    return ok();
  });
  app.post<{ Body: { userName: string; password: string; typeCode: string } }>('/isp/portal/user/updatePw', { schema: { body: body(['userName', 'password', 'typeCode']) } }, async (req) => {
    await limitCode(req, 'verify');
    await recovery.updatePasswordWithTypeCode(ctx, req.body, lang(req));
    return ok();
  });
  app.post<{ Body: { userName: string; idNumber: string; phone: string } }>('/isp/portal/user/checkUserPhone', { schema: { body: body(['userName', 'idNumber', 'phone'], sendFields) } }, async (req, reply) => {
    await limitCode(req, 'sms');
    await guardSend(ctx, req.ip, req.body);
    testCode(ctx, reply, await recovery.sendPhoneResetCode(ctx, req.body, lang(req)));
    return ok(identityMessage('codeSent', lang(req)));
  });
  app.post<{ Body: { userName: string; phone: string; code: string; password: string } }>('/isp/portal/user/updatePwByPhone', { schema: { body: body(['userName', 'phone', 'code', 'password']) } }, async (req) => {
    await limitCode(req, 'verify');
    await recovery.updatePasswordByPhone(ctx, req.body, lang(req));
    return ok();
  });
  app.post<{ Body: { supplierName: string; phone: string } }>('/isp/portal/user/retrieveUserName', { schema: { body: body(['supplierName', 'phone'], sendFields) } }, async (req) => {
    await limitCode(req, 'sms');
    await guardSend(ctx, req.ip, req.body);
    await recovery.sendUserNames(ctx, req.body.supplierName, req.body.phone, lang(req));
    return ok(identityMessage('userNameSent', lang(req)));
  });
  app.post<{ Body: { username: string; oldPwd: string; newPwd: string } }>(
    '/isp/portal/user/changSupplierPwd',
    { preHandler: app.requireUser, schema: { body: body(['username', 'oldPwd', 'newPwd']) } },
    async (req) => {
      const user = currentUser(req);
      await limitLogin(req, user.userName);
      await recovery.changeOwnPassword(ctx, user, req.body, lang(req));
      return ok();
    },
  );
}
