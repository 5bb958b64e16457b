// The supplier centre's calls (issue 15; spec 02 §7 "Notices", "CA and fees"), for a logged-in
// supplier (portal user; registering users and shell users 403, visitors 401): the to-do list, CA
// certificates, membership fees and their payment, shared documents; and the payment simulator's
// page, opened from the QR code without a login (its address carries the order's secret).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { AppError, notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { loadLinkSigner } from '../../platform/link-signing';
import { parsePaging } from '../../platform/paging';
import { hit } from '../../platform/rate-limit';
import { LANGUAGES, type Language } from '../../platform/constants';
import { contentDisposition } from '../files/content-disposition';
import { currentUser } from '../session/guard';
import { authenticate, presentedToken, requireSupplier } from '../session/authenticate';
import * as pay from '../payments/service';
import { listCertificates, unbindCertificate } from './ca';
import { documentFile, listDocuments, signedSupplier } from './documents';
import { exportFeeList } from './fee-export';
import { countExport, sendWorkbook } from './list-workbook';
import * as s from './schemas';
import { simulatorPage } from './simulator-page';
import { markSeen, todoList, type TodoKind } from './todo';

type Paged = { page?: number | string; pageSize?: number | string; current?: number | string; size?: number | string };
const paging = (b: Paged | undefined) => parsePaging(b?.page ?? b?.current, b?.pageSize ?? b?.size);
const supplierOf = (req: FastifyRequest) => requireSupplier(currentUser(req));
const payerOf = (req: FastifyRequest): pay.Payer => ({ kind: currentUser(req).kind, id: currentUser(req).userId });
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? '127.0.0.1'}`;

/** genPayCode calls per supplier and sliding minute (PORTAL_RATE_LIMIT_PAY_CODE, default 20). */
export function payCodesPerMinute(env: NodeJS.ProcessEnv): number {
  const n = Number(env.PORTAL_RATE_LIMIT_PAY_CODE ?? 20);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PORTAL_RATE_LIMIT_PAY_CODE must be a whole number of 1 or more, got '${env.PORTAL_RATE_LIMIT_PAY_CODE}'`);
  return n;
}

function simulatorLanguage(req: FastifyRequest, given?: string): Language {
  return given && (LANGUAGES as readonly string[]).includes(given) ? (given as Language) : requestLanguage(req.headers);
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

export async function supplierCentreRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const links = await loadLinkSigner(ctx.db, ctx.clock);
  const payCodeLimit = payCodesPerMinute(process.env);
  const preHandler = app.requireUser;
  const P = '/isp/portal';

  // ---- to-do ----
  app.post(`${P}/user/getTodoList`, { preHandler }, async (req) => ok(await todoList(ctx, supplierOf(req))));
  app.post<{ Body: { kind: TodoKind } }>(`${P}/user/markTodoSeen`, { preHandler, schema: { body: s.todoSeenBody } }, async (req) => ok(await markSeen(ctx, supplierOf(req), req.body.kind)));

  // ---- CA certificates ----
  app.post<{ Body: Paged }>(`${P}/user/GetSupplierCAList`, { preHandler, schema: { body: s.pagingBody } }, async (req) => {
    const { records, ...counted } = await listCertificates(ctx, supplierOf(req), paging(req.body));
    return page(records, counted);
  });
  app.post<{ Body: { caSn: string } }>(`${P}/user/UnbindSupplierCA`, { preHandler, schema: { body: s.unbindCaBody } }, async (req) =>
    ok(await unbindCertificate(ctx, supplierOf(req), req.body.caSn.trim(), payerOf(req))),
  );

  // ---- membership fees ----
  app.post<{ Body: Paged & { status?: 'due' | 'paid' | '' } }>(`${P}/user/GetSupplierFeeList`, { preHandler, schema: { body: s.feeListBody } }, async (req) => {
    const { records, ...counted } = await pay.listFees(ctx, supplierOf(req), paging(req.body), { status: req.body?.status || undefined });
    return page(records, counted);
  });
  // The fee list as Excel with its filter (issue 35): the caller's own fees, a few times a minute.
  app.post<{ Body: { status?: 'due' | 'paid' | '' } }>(`${P}/user/exportSupplierFeeList`, { preHandler, schema: { body: s.feeExportBody } }, async (req, reply) => {
    const supplierId = supplierOf(req);
    await countExport(ctx, supplierId);
    const file = await exportFeeList(ctx, supplierId, req.body?.status || undefined, requestLanguage(req.headers));
    return sendWorkbook(reply, file.fileName, file.content);
  });
  app.post<{ Body: Paged & { feeId?: string } }>(`${P}/user/GetSupplierFeePayList`, { preHandler, schema: { body: s.payListBody } }, async (req) => {
    const { records, ...counted } = await pay.listPayments(ctx, supplierOf(req), paging(req.body), { feeId: req.body?.feeId?.trim() || undefined });
    return page(records, counted);
  });
  app.post<{ Body: { feeDataObject: pay.FeeData } }>(`${P}/user/saveSupplierFeeInfo`, { preHandler, schema: { body: s.feeDataBody } }, async (req) =>
    ok(await pay.saveFeeInfo(ctx, supplierOf(req), req.body.feeDataObject, payerOf(req))),
  );
  app.post<{ Body: { feeDataObject: pay.FeeData } }>(`${P}/user/saveSupplierFee`, { preHandler, schema: { body: s.feeDataBody } }, async (req) =>
    ok(await pay.confirmFee(ctx, supplierOf(req), req.body.feeDataObject, payerOf(req))),
  );

  // ---- payment ----
  app.get<{ Querystring: { feeId: string } }>(`${P}/pay/genPayCode`, { preHandler, schema: { querystring: s.payCodeQuery } }, async (req) => {
    const supplierId = supplierOf(req);
    await hit(ctx.db, ctx.clock, { bucket: `pay-code:${supplierId}`, max: payCodeLimit, windowMs: 60_000 });
    return ok(await pay.payCode(ctx, supplierId, req.query.feeId, originOf(req), payerOf(req)));
  });
  for (const name of ['getWXPayStatus', 'orderQuery']) {
    app.get<{ Querystring: { orderId?: string; feeId?: string } }>(`${P}/pay/${name}`, { preHandler, schema: { querystring: s.orderQuery } }, async (req) =>
      ok(await pay.orderStatus(ctx, supplierOf(req), { orderId: req.query.orderId, feeId: req.query.feeId })),
    );
  }

  // The simulator (default provider): its page and its two buttons. No login: the order's secret is the key.
  app.get<{ Params: { orderId: string }; Querystring: { t?: string; lang?: string } }>('/pay/simulator/:orderId', { schema: { params: s.simulatorParams, querystring: s.simulatorQuery } }, async (req, reply) => {
    const lang = simulatorLanguage(req, req.query.lang);
    const order = req.query.t ? await pay.orderByToken(ctx, req.params.orderId, req.query.t) : undefined;
    return html(reply, order ? 200 : 404, simulatorPage(lang, order, req.query.t ?? ''));
  });
  app.post<{ Params: { orderId: string }; Body: { t: string; outcome: 'paid' | 'failed'; lang?: string } }>(
    '/pay/simulator/:orderId',
    { schema: { params: s.simulatorParams, body: s.simulatorBody } },
    async (req, reply) => {
      const lang = simulatorLanguage(req, req.body.lang);
      const order = await pay.orderByToken(ctx, req.params.orderId, req.body.t);
      if (!order) return html(reply, 404, simulatorPage(lang, undefined, ''));
      let message: string | undefined;
      let status = 200;
      try {
        await pay.settleOrder(ctx, order.orderId, req.body.outcome, { kind: 'simulator', id: order.orderId });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        status = err.status;
        message = err.messageIn(lang);
      }
      return html(reply, status, simulatorPage(lang, await pay.orderByToken(ctx, req.params.orderId, req.body.t), req.body.t, message));
    },
  );

  // ---- documents ----
  app.post<{ Body: Paged & { title?: string; docType?: string } }>(`${P}/document/getDocumentList`, { preHandler, schema: { body: s.documentListBody } }, async (req) => {
    const { records, ...counted } = await listDocuments(ctx, links, supplierOf(req), paging(req.body), { title: req.body?.title?.trim() || undefined, docType: req.body?.docType || undefined });
    return page(records, counted);
  });
  // The bytes: with the supplier's token, or with the signed address a list gave (a new tab).
  app.get<{ Params: { docId: string }; Querystring: { s?: string; exp?: number; sig?: string } }>(
    `${P}/document/file/:docId`,
    { schema: { params: s.documentParams, querystring: s.documentQuery } },
    async (req, reply) => {
      let supplierId = signedSupplier(links, req.params.docId, req.query, ctx.clock.now());
      if (!supplierId) {
        const token = presentedToken(req.headers);
        const user = token ? await authenticate(ctx, token).catch(() => undefined) : undefined;
        supplierId = user?.supplierId ?? null;
      }
      if (!supplierId) throw notFound();
      const file = await documentFile(ctx, supplierId, req.params.docId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}

