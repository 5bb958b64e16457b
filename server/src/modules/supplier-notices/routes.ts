// The supplier centre's notices (spec 01 §4: "pending-notice count"); login required.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { currentUser } from '../session/guard';
import { requireSupplier } from '../session/authenticate';
import { confirmBody, noticePageBody } from './schemas';
import { confirmNotice, listSupplierNotices } from './service';

const viewedFilter = (v: boolean | string | undefined) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1');

export async function supplierNoticeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { page?: string | number; pageSize?: string | number; supplierNotice?: string; viewed?: boolean | string } }>(
    '/SupplierCommunicate/getNoticePage',
    { schema: { body: noticePageBody }, preHandler: app.requireUser },
    async (req) => {
      const supplierId = requireSupplier(currentUser(req));
      const paging = parsePaging(req.body.page, req.body.pageSize);
      const { records, ...counted } = await listSupplierNotices(ctx, supplierId, paging, req.body.supplierNotice?.trim() || undefined, viewedFilter(req.body.viewed));
      return page(records, counted);
    },
  );

  app.post<{ Body: { id: number } }>(
    '/SupplierCommunicate/confirmNoticeById',
    { schema: { body: confirmBody }, preHandler: app.requireUser },
    async (req) => {
      // Answers { code: 0 } as before; the list says the notice is now viewed.
      await confirmNotice(ctx, requireSupplier(currentUser(req)), req.body.id);
      return ok();
    },
  );
}
