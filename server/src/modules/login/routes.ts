// The login card's calls (spec 01 §7): the image code, the login kinds, the user-kind checks that
// come before them, SMS login codes, loginSum, the answer to 'force offline?' and login tickets.
// Routes parse and answer; the rules live in service.ts, image-code.ts and one-time-codes.ts. Once
// the person is proven a session starts (modules/session, which also ends it: logout); a person
// who cannot log in any more recovers the account in modules/account-recovery.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { testCode } from '../messaging/test-code';
import { guardSend, sendFields } from '../messaging/send-guard';
import { authenticate, presentedToken } from '../session/authenticate';
import { currentUser } from '../session/guard';
import { ownSessionCount } from '../session/start-and-end';
import { decryptCredential } from './credential';
import { issueImageCode, peekImageCode } from './image-code';
import { identityMessage } from './messages';
import { checkClient } from './oauth-client';
import { loginLimits } from './rate-limits';
import { body, codeQuery, query, str } from './schemas';
import * as login from './service';

const yes = (value: unknown) => value === true || value === 'true' || value === '1';

/** The solved picture a lookup carries: `code` beside a password login, `imageCode` beside a send. */
type ImageAnswer = { randomStr?: string; code?: string; imageCode?: string };
const IMAGE_ANSWER = ['randomStr', 'code', 'imageCode'];

type LoginBody = { username: string; password: string; code?: string; randomStr?: string; forceOffline?: string; askOnline?: string };
const loginFields = ['code', 'randomStr', 'phone', 'grant_type', 'scope', 'forceOffline', 'askOnline'];
/** The login options every login kind shares ('force offline', and asking after the proof). */
const finishOptions = (b: { forceOffline?: string; askOnline?: string }) => ({ forceOffline: yes(b.forceOffline), askOnline: yes(b.askOnline) });

export async function loginRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lang = (req: FastifyRequest) => requestLanguage(req.headers);
  const { limitLogin, limitCode } = loginLimits(ctx);

  app.get<{ Querystring: { randomStr: string } }>('/code', { schema: { querystring: codeQuery } }, async (req, reply) => {
    await limitCode(req, 'code');
    const { code, png } = await issueImageCode(ctx, req.query.randomStr);
    // Test only (PORTAL_TEST_CAPTCHA=1): lets browser tests log in through the API. Never set in production.
    if (ctx.config.testCaptcha) reply.header('x-test-code', code);
    return reply.header('Content-Type', 'image/png').header('Cache-Control', 'no-cache, no-store').send(png);
  });

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

  // Which names and phones exist is told only to a caller who solved the picture (strict identity).
  const proveLookup = (given: ImageAnswer) => (ctx.config.strictIdentity ? peekImageCode(ctx, given.randomStr, given.code ?? given.imageCode) : undefined);
  const checkUserType = async (req: FastifyRequest<{ Body: { username: string } & ImageAnswer }>) => {
    await limitCode(req, 'check');
    await proveLookup(req.body);
    return ok(await login.checkUserType(ctx, req.body.username, lang(req)));
  };
  app.post('/isp/portal/user/checkUserType', { schema: { body: body(['username'], IMAGE_ANSWER) } }, checkUserType);
  app.post('/isp/portal/plogin/checkUser', { schema: { body: body(['username'], IMAGE_ANSWER) } }, checkUserType);

  app.post<{ Body: { phone: string } & ImageAnswer }>('/isp/portal/user/byPhoneCheckUserType', { schema: { body: body(['phone'], IMAGE_ANSWER) } }, async (req) => {
    await limitCode(req, 'check');
    await proveLookup(req.body);
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
    return ok(await login.liveSessionCount(ctx, req.query.userName));
  };
  app.get('/upms/token/loginSum', { schema: { querystring: query([], ['userName']) } }, loginSum);
  app.get('/isp/portal/user/loginSum', { schema: { querystring: query([], ['userName']) } }, loginSum);

  // Accounts that belong to the other system (SSO) log in there.
  app.get<{ Querystring: { userName: string } & ImageAnswer }>('/isp/portal/plogin/isMaximoLogin', { schema: { querystring: query(['userName'], IMAGE_ANSWER) } }, async (req) => {
    await limitCode(req, 'check');
    await proveLookup(req.query);
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
}
