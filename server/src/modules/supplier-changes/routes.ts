// The change-request calls of spec 02 §7, under /isp/portal, for a logged-in supplier (portal user)
// and its own supplier only. Routes parse and answer; the rules live in the service.
import type { FastifyInstance } from 'fastify';
import type { SupplierDetailInput } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { parsePaging, pagingField } from '../../platform/paging';
import { currentUser } from '../session/guard';
import { saveDetailBody } from '../supplier-registration/schemas';
import * as changes from './service';

const SUPPLIER_ID = { type: 'string', maxLength: 64 } as const;
const pagingBody = { type: 'object', properties: { page: pagingField, pageSize: pagingField } } as const;

/** saveSupplierDetail's shape plus the change number the client may carry; flag is not needed. */
const saveChangeBody = {
  ...saveDetailBody,
  required: [],
  properties: { ...saveDetailBody.properties, flag: { type: ['string', 'null'], maxLength: 16 }, changeNum: { type: ['string', 'null'], maxLength: 32 } },
};

export async function supplierChangeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const preHandler = app.requireUser;

  app.post<{ Body: SupplierDetailInput & { changeNum?: string } }>('/user/saveSupplierDetailChange', { preHandler, schema: { body: saveChangeBody } }, async (req) =>
    ok(await changes.submitChange(ctx, currentUser(req), req.body, requestLanguage(req.headers))),
  );

  // The three-in-one certificate (spec 02 §7 under source/): its own fields only, as a change request.
  app.post<{ Body: { supplier: changes.ThreeToOne } }>(
    '/source/saveThreeToOne',
    {
      preHandler,
      schema: {
        body: {
          type: 'object',
          required: ['supplier'],
          additionalProperties: false,
          properties: {
            supplier: {
              type: 'object',
              required: ['creditCode'],
              additionalProperties: false,
              properties: {
                creditCode: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9 -]+$' },
                licenceEndDate: { type: ['string', 'null'], maxLength: 10 },
                licenceLongTerm: { type: ['boolean', 'null'] },
              },
            },
          },
        },
      },
    },
    async (req) => ok(await changes.saveThreeToOne(ctx, currentUser(req), req.body.supplier, requestLanguage(req.headers))),
  );

  app.post<{ Body: { page?: number | string; pageSize?: number | string } }>('/plogin/getSupChangeList', { preHandler, schema: { body: pagingBody } }, async (req) => {
    const { records, total, totalCapped } = await changes.listChanges(ctx, currentUser(req), parsePaging(req.body?.page, req.body?.pageSize));
    return page(records, { total, totalCapped });
  });

  app.post<{ Body: { page?: number | string; pageSize?: number | string } }>('/plogin/getRejectedList', { preHandler, schema: { body: pagingBody } }, async (req) => {
    const { records, total, totalCapped } = await changes.listChanges(ctx, currentUser(req), parsePaging(req.body?.page, req.body?.pageSize), 'rejected');
    return page(records, { total, totalCapped });
  });

  app.post<{ Body: { supplierId?: string } }>('/user/getSupChangeData', { preHandler, schema: { body: { type: 'object', properties: { supplierId: SUPPLIER_ID } } } }, async (req) =>
    ok(await changes.openChange(ctx, currentUser(req), req.body?.supplierId || undefined)),
  );

  app.post<{ Body: { supplierId?: string; changeId: string; type?: string } }>(
    '/user/getSupplierChangeDetail',
    { preHandler, schema: { body: { type: 'object', required: ['changeId'], properties: { supplierId: SUPPLIER_ID, changeId: { type: 'string', minLength: 1, maxLength: 64 }, type: { type: 'string', maxLength: 32 } } } } },
    async (req) => ok(await changes.changeDetail(ctx, currentUser(req), req.body.supplierId || undefined, req.body.changeId)),
  );

  app.post<{ Querystring: { mainbusinessCodes: string; changeNum?: string } }>(
    '/user/toNewBusiness',
    {
      preHandler,
      schema: {
        querystring: {
          type: 'object',
          required: ['mainbusinessCodes'],
          // Catalogue codes (dotted, at most ten wanted), comma-separated as query args are.
          properties: { mainbusinessCodes: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9.]+(,[A-Za-z0-9.]+)*$' }, changeNum: { type: 'string', maxLength: 32 } },
        },
      },
    },
    async (req) => ok(await changes.toNewBusiness(ctx, currentUser(req), [...new Set(req.query.mainbusinessCodes.split(','))], req.query.changeNum, requestLanguage(req.headers))),
  );

  app.post<{ Body: { changeId: string; fileBusinessType?: string } }>(
    '/plogin/getChangeFileByType',
    { preHandler, schema: { body: { type: 'object', required: ['changeId'], properties: { changeId: { type: 'string', minLength: 1, maxLength: 64 }, fileBusinessType: { type: 'string', maxLength: 40 } } } } },
    async (req) => ok(await changes.changeFiles(ctx, currentUser(req), req.body.changeId, req.body.fileBusinessType || undefined)),
  );
}
