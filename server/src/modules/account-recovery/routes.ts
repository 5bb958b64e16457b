// The recovery calls of spec 02 §7 (under /isp/portal/user): a forgotten password by e-mail or SMS
// code, a forgotten user name by SMS, and the password changes (forced after a login, or voluntary
// while logged in). Routes parse and answer; the rules live in service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { identityMessage } from '../login/messages';
import { loginLimits } from '../login/rate-limits';
import { body } from '../login/schemas';
import { guardSend, sendFields } from '../messaging/send-guard';
import { testCode } from '../messaging/test-code';
import { currentUser } from '../session/guard';
import * as recovery from './service';

export async function accountRecoveryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lang = (req: FastifyRequest) => requestLanguage(req.headers);
  const { limitLogin, limitCode } = loginLimits(ctx);

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
