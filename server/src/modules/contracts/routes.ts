// mf-contracts' calls (issue 15): contracts, delivery notes ("orders", /order_list and
// /purchase_order) and frame agreements of the logged-in supplier. Lists are paged with the
// spec's filters; details carry every field of spec 02 §3 and, for a delivery note, its operation
// log. Another supplier's record is 404, as one that does not exist. The two lists also export to
// Excel with the same filters (issue 35), the caller's own records only, a few times a minute.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { loadLinkSigner } from '../../platform/link-signing';
import { parsePaging } from '../../platform/paging';
import { currentUser } from '../session/guard';
import { requireSupplier } from '../session/authenticate';
import { countExport, sendWorkbook } from '../supplier-centre/list-workbook';
import * as s from '../supplier-centre/schemas';
import { exportContractList, exportDeliveryNoteList } from './list-export';
import { chinaDay, contractDetail, deliveryNoteDetail, frameAgreementDetail, listContracts, listDeliveryNotes, listFrameAgreements } from './service';

type Paged = { page?: number | string; pageSize?: number | string; current?: number | string; size?: number | string };
type Body = Paged & Record<string, string | undefined>;
const paging = (b: Paged | undefined) => parsePaging(b?.page ?? b?.current, b?.pageSize ?? b?.size);
const supplierOf = (req: FastifyRequest) => requireSupplier(currentUser(req));
const text = (v: string | undefined) => v?.trim() || undefined;

export async function contractRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const links = await loadLinkSigner(ctx.db, ctx.clock);
  const preHandler = app.requireUser;

  const contractFilter = (b: Body) => ({
    contractNum: text(b.contractNum),
    contractName: text(b.contractName),
    status: text(b.status),
    contractType: text(b.contractType),
    partyAName: text(b.partyAName),
    sourceNum: text(b.sourceNum),
    signDateFrom: chinaDay(text(b.signDateFrom)),
    signDateBefore: chinaDay(text(b.signDateTo), 1),
  });
  const noteFilter = (b: Body) => ({
    noteCode: text(b.noteCode),
    contractNum: text(b.contractNum),
    contractId: text(b.contractId),
    orderNum: text(b.orderNum),
    title: text(b.title),
    acceptanceStatus: text(b.acceptanceStatus),
    shipFrom: chinaDay(text(b.shipTimeFrom)),
    shipBefore: chinaDay(text(b.shipTimeTo), 1),
  });

  app.post<{ Body: Body }>('/contract/getContractList', { schema: { body: s.contractListBody }, preHandler }, async (req) => {
    const b = req.body ?? {};
    const { records, ...counted } = await listContracts(ctx, supplierOf(req), paging(b), contractFilter(b));
    return page(records, counted);
  });

  app.post<{ Body: Body }>('/contract/exportContractList', { schema: { body: s.contractExportBody }, preHandler }, async (req, reply) => {
    const supplierId = supplierOf(req);
    await countExport(ctx, supplierId);
    const file = await exportContractList(ctx, supplierId, contractFilter(req.body ?? {}), requestLanguage(req.headers));
    return sendWorkbook(reply, file.fileName, file.content);
  });

  app.post<{ Body: { contractId?: string; contractNum?: string } }>('/contract/getContractDetail', { schema: { body: s.contractDetailBody }, preHandler }, async (req) =>
    ok(await contractDetail(ctx, links, supplierOf(req), { contractId: text(req.body?.contractId), contractNum: text(req.body?.contractNum) })),
  );

  app.post<{ Body: Body }>('/order/getOrderList', { schema: { body: s.orderListBody }, preHandler }, async (req) => {
    const b = req.body ?? {};
    const { records, ...counted } = await listDeliveryNotes(ctx, supplierOf(req), paging(b), noteFilter(b));
    return page(records, counted);
  });

  app.post<{ Body: Body }>('/order/exportOrderList', { schema: { body: s.orderExportBody }, preHandler }, async (req, reply) => {
    const supplierId = supplierOf(req);
    await countExport(ctx, supplierId);
    const file = await exportDeliveryNoteList(ctx, supplierId, noteFilter(req.body ?? {}), requestLanguage(req.headers));
    return sendWorkbook(reply, file.fileName, file.content);
  });

  app.post<{ Body: { noteId?: string; noteCode?: string } }>('/order/getOrderDetail', { schema: { body: s.orderDetailBody }, preHandler }, async (req) =>
    ok(await deliveryNoteDetail(ctx, supplierOf(req), { noteId: text(req.body?.noteId), noteCode: text(req.body?.noteCode) })),
  );

  app.post<{ Body: Body }>('/frameAgreement/getList', { schema: { body: s.frameListBody }, preHandler }, async (req) => {
    const b = req.body ?? {};
    const { records, ...counted } = await listFrameAgreements(ctx, supplierOf(req), paging(b), {
      agreementNum: text(b.agreementNum),
      title: text(b.title),
      status: text(b.status),
      validOn: chinaDay(text(b.validOn)),
    });
    return page(records, counted);
  });

  app.post<{ Body: { agreementId?: string; agreementNum?: string } }>('/frameAgreement/getDetail', { schema: { body: s.frameDetailBody }, preHandler }, async (req) =>
    ok(await frameAgreementDetail(ctx, supplierOf(req), { agreementId: text(req.body?.agreementId), agreementNum: text(req.body?.agreementNum) })),
  );
}
