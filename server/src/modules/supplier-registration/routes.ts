// The registration draft's calls (spec 02 §7, under /isp/portal/user). Routes parse and
// answer; who may read or write which draft, and the rules, live in the service.
import type { FastifyInstance } from 'fastify';
import type { SupplierDetailInput } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { currentUser } from '../session/guard';
import { registerHeaderToken } from '../session/register-header';
import { deleteRowQuery, getDetailBody, saveDetailBody, saveForTypeBody, savePerformanceBody, saveUserBody } from './schemas';
import { saveSupplierForType, saveSupplierUser, type SaveSupplierUserBody, type SectionType } from './section-saves';
import { deleteDraftRow, getSupplierDetail, saveSupplierDetail, saveSupplierPerformance } from './service';

export async function supplierRegistrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const preHandler = [registerHeaderToken, app.requireUser];

  app.post<{ Body: { supplierId?: string } }>('/user/getSupplierDetail', { schema: { body: getDetailBody }, preHandler }, async (req) =>
    ok(await getSupplierDetail(ctx, currentUser(req), req.body.supplierId?.trim() || undefined, requestLanguage(req.headers))),
  );

  app.post<{ Body: SupplierDetailInput }>('/user/saveSupplierDetail', { schema: { body: saveDetailBody }, preHandler }, async (req) =>
    ok(await saveSupplierDetail(ctx, currentUser(req), req.body, requestLanguage(req.headers))),
  );

  app.post<{ Body: { type: SectionType; detail: unknown } }>('/user/saveSupplierForType', { schema: { body: saveForTypeBody }, preHandler }, async (req) =>
    ok(await saveSupplierForType(ctx, currentUser(req), req.body.type, req.body.detail, requestLanguage(req.headers))),
  );

  app.post<{ Body: SaveSupplierUserBody }>('/user/saveSupplierUser', { schema: { body: saveUserBody }, preHandler }, async (req) =>
    ok(await saveSupplierUser(ctx, currentUser(req), req.body, requestLanguage(req.headers))),
  );

  app.post<{ Body: { supplierInfoPerformanceWz?: unknown; supplierInfoPerformanceGc?: unknown } }>('/user/saveSupplierPerformance', { schema: { body: savePerformanceBody }, preHandler }, async (req) =>
    ok(await saveSupplierPerformance(ctx, currentUser(req), req.body ?? {}, requestLanguage(req.headers))),
  );

  app.post<{ Querystring: { id: string; formName: string } }>('/user/delete', { schema: { querystring: deleteRowQuery }, preHandler }, async (req) =>
    ok(await deleteDraftRow(ctx, currentUser(req), req.query.id.trim(), requestLanguage(req.headers))),
  );
}
