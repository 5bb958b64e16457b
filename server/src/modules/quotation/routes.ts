// The supplier's side of sourcing and quotation (issue 14, spec 02 §7 "Quotation (under source)"):
// sign-up, bid packages, tax rates, templates, temp save, send and cancel in two rounds, reading
// one's own quotation, copying round-1 files, and the bid-opening summary after the opening time.
// Every call but the reference lists needs a supplier's login; a visitor gets 401, a registering
// user 403. A quotation is only ever answered to its owner.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { invalid } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { parsePaging } from '../../platform/paging';
import { createStorage, storageSettings } from '../../platform/storage';
import { currentUser } from '../session/guard';
import { sourcePackages } from '../sourcing/queries';
import { supplierCaller } from '../sourcing/supplier-access';
import { copyFirstRoundFiles } from './attachments';
import { quotationMessage } from './messages';
import { openBidList, openedHistory } from './opened';
import { quotationSource } from './source-for-quotation';
import { sourceOr404 } from './participation';
import * as schemas from './schemas';
import { cancelQuotation, findQuotation, saveQuotation, sendQuotation, type Round, type SaveInput } from './service';
import { signUp } from './signup';
import { withResults } from '../sourcing/results';
import { hit } from '../../platform/rate-limit';
import { contentDisposition } from '../files/content-disposition';
import { quotationReceiptPdf } from './receipt-pdf';

/** Receipt PDFs a supplier may have drawn per minute. */
export const RECEIPT_PDF_PER_MINUTE = 10;

/** The tax rates a line may pick (percent). Any other rate 0 ≤ x < 100 is accepted as typed. */
export const TAX_RATES = ['0', '1', '3', '6', '9', '13'];

type Req = Parameters<typeof currentUser>[0];

export async function quotationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const storage = await createStorage(storageSettings(process.env, ctx.config.dataDir));
  const supplierOnly = { preHandler: app.requireUser };
  const caller = (req: Req) => supplierCaller(currentUser(req));
  const lang = (req: Req) => requestLanguage(req.headers);

  // Sign-up, without and with a bid package.
  type SignUpBody = { sourceNum: string; bidPackageName?: string };
  app.post<{ Body: SignUpBody }>('/source/supplierSignUp', { schema: { body: schemas.signUpBody }, ...supplierOnly }, async (req) =>
    ok(await signUp(ctx, caller(req), req.body.sourceNum, req.body.bidPackageName, lang(req))),
  );
  app.post<{ Body: SignUpBody }>('/source/supplierSignUpBidPackage', { schema: { body: schemas.signUpPackageBody }, ...supplierOnly }, async (req) =>
    ok(await signUp(ctx, caller(req), req.body.sourceNum, req.body.bidPackageName, lang(req))),
  );

  // Reference lists: as public as the source detail they go with.
  app.get<{ Querystring: { sourceId: string } }>('/source/getBidPackageNameBySourceId', { schema: { querystring: schemas.sourceIdQuery } }, async (req) => {
    const source = await sourceOr404(ctx, req.query.sourceId);
    return ok(await sourcePackages(ctx.db, source.source_id));
  });
  app.post('/source/getTaxRateList', async () => ok(TAX_RATES.map((value) => ({ value, label: `${value}%` }))));
  // The downloadable templates of a quotation: the lines template (modules/quotation-excel), whose
  // address needs the source (GET with the supplier's token, or POST with sourceId).
  app.post<{ Body: { type?: string; tag?: string; flag?: string; sourceId?: string } }>('/source/getModelList', { schema: { body: schemas.modelListBody } }, async (req) => {
    const url = `/isp/portal/source/exportBjLines${req.body.sourceId ? `?sourceId=${encodeURIComponent(req.body.sourceId)}` : ''}`;
    return ok([{ code: 'quotationLines', name: quotationMessage('linesTemplate', lang(req)), fileName: 'quotation-lines.xlsx', type: req.body.type ?? null, url, available: true }]);
  });

  // Temp save of each round.
  const save = (round: Round) => async (req: Req & { body: SaveInput }) => ok(await saveQuotation(ctx, caller(req), round, req.body, lang(req)));
  app.post<{ Body: SaveInput }>('/source/saveQuotation', { schema: { body: schemas.saveQuotationBody }, ...supplierOnly }, save(1));
  app.post<{ Body: SaveInput }>('/source/saveSecondQuotation', { schema: { body: schemas.saveQuotationBody }, ...supplierOnly }, save(2));

  // Send or cancel.
  type UpdateBody = { quotationId: string; type: 'send' | 'cancel'; idempotencyKey?: string };
  const update = (round: Round) => async (req: Req & { body: UpdateBody }) => {
    const { quotationId, type, idempotencyKey } = req.body;
    const who = caller(req);
    if (type === 'cancel') return ok(await cancelQuotation(ctx, who, round, quotationId, lang(req)));
    if (!idempotencyKey) throw invalid('paramRequired', { field: 'idempotencyKey' });
    return ok(await sendQuotation(ctx, who, round, quotationId, idempotencyKey, lang(req)));
  };
  app.post<{ Body: UpdateBody }>('/source/updateQuotation', { schema: { body: schemas.updateQuotationBody }, ...supplierOnly }, update(1));
  app.post<{ Body: UpdateBody }>('/source/updateSecondQuotation', { schema: { body: schemas.updateQuotationBody }, ...supplierOnly }, update(2));

  // The order the quotation screen needs, without the detail's puzzle pass: signed-up suppliers only.
  app.post<{ Body: { sourceId: string } }>('/source/getQuotationSource', { schema: { body: schemas.quotationSourceBody }, ...supplierOnly }, async (req) =>
    ok(await quotationSource(ctx, caller(req), req.body.sourceId, lang(req))),
  );

  // The caller's own quotation: of the current round, or of a given round.
  app.post<{ Body: { sourceId: string; quotationId?: string } }>('/source/findQuotationById', { schema: { body: schemas.findQuotationBody }, ...supplierOnly }, async (req) =>
    ok(await findQuotation(ctx, caller(req), req.body.sourceId, 'current', req.body.quotationId)),
  );
  app.post<{ Body: { sourceId: string; quotationRound: number; quotationId?: string } }>('/source/findHisQuotationById', { schema: { body: schemas.findHistoryBody }, ...supplierOnly }, async (req) =>
    ok(await findQuotation(ctx, caller(req), req.body.sourceId, req.body.quotationRound, req.body.quotationId)),
  );

  // The sent quotation with its receipt as a PDF, for its owner (receipt-pdf.ts); drawing is costly: limited.
  app.get<{ Querystring: { sourceId: string; quotationId: string } }>('/source/quotationReceiptPdf', { schema: { querystring: schemas.receiptPdfQuery }, ...supplierOnly }, async (req, reply) => {
    const who = caller(req);
    await hit(ctx.db, ctx.clock, { bucket: `receipt-pdf:${who.supplierId}`, max: RECEIPT_PDF_PER_MINUTE, windowMs: 60_000 });
    const { fileName, pdf } = await quotationReceiptPdf(ctx, who, req.query.sourceId, req.query.quotationId, lang(req));
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition(fileName)).header('cache-control', 'no-store').send(pdf);
  });

  app.post<{ Body: { businessId: string } }>('/source/copyFileOfTheFirstQuo', { schema: { body: schemas.copyFilesBody }, ...supplierOnly }, async (req) =>
    ok(await copyFirstRoundFiles(ctx, storage, caller(req), req.body.businessId, lang(req))),
  );

  // After opening.
  app.get<{ Params: { sourceId: string } }>('/plogin/getOpenBidList/:sourceId', { schema: { params: schemas.openBidParams }, ...supplierOnly }, async (req) =>
    ok(await openBidList(ctx, caller(req), req.params.sourceId, lang(req))),
  );
  app.get<{ Querystring: { page?: string | number; pageSize?: string | number } }>('/plogin/getsuOpendHistory', { schema: { querystring: schemas.openedHistoryQuery }, ...supplierOnly }, async (req) => {
    const { records, ...counted } = await openedHistory(ctx, caller(req), parsePaging(req.query.page, req.query.pageSize));
    return page(await withResults(ctx, caller(req).supplierId, records), counted);
  });
}
