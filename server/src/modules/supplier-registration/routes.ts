// getSupplierDetail and saveSupplierDetail (spec 02 §7, under /isp/portal/user). Routes parse and
// answer; who may read or write which draft, and the rules, live in the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SupplierDetailInput } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { currentUser } from '../auth/guard';
import { presentedToken } from '../auth/service';
import { getDetailBody, saveDetailBody } from './schemas';
import { getSupplierDetail, saveSupplierDetail } from './service';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * Without an access token the client names the temporary user in `isp-register` (spec 01 §7). A
 * user name proves nothing, so that header counts only when it carries the temporary user's token
 * (the `tempuser.token` of the login reply); a bare name stays a visitor and gets the 401.
 */
async function registerHeaderToken(req: FastifyRequest): Promise<void> {
  const register = req.headers['isp-register'];
  if (presentedToken(req.headers) || typeof register !== 'string' || !TOKEN_SHAPE.test(register.trim())) return;
  req.headers['isp-authorization'] = register.trim();
}

export async function supplierRegistrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const preHandler = [registerHeaderToken, app.requireUser];

  app.post<{ Body: { supplierId?: string } }>('/user/getSupplierDetail', { schema: { body: getDetailBody }, preHandler }, async (req) =>
    ok(await getSupplierDetail(ctx, currentUser(req), req.body.supplierId?.trim() || undefined, requestLanguage(req.headers))),
  );

  app.post<{ Body: SupplierDetailInput }>('/user/saveSupplierDetail', { schema: { body: saveDetailBody }, preHandler }, async (req) =>
    ok(await saveSupplierDetail(ctx, currentUser(req), req.body, requestLanguage(req.headers))),
  );
}
