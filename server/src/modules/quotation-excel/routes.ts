// Quotation lines through Excel (issue 14, spec 02 §7 exportBjLines, exportBjLinesNew,
// exportQuotation; §8 import messages), under /isp/portal, for a supplier's login only:
//   exportBjLines      {sourceId}                  the blank lines template (.xlsx)
//   exportBjLinesNew   {sourceId}                  the same, filled in with the caller's quotation
//   exportQuotation    {sourceId, quotationRound?} the caller's own quotation (.xlsx)
//   importQuotationLines  multipart: file + sourceId (+ quotationRound) → the saved draft's view
// The exports answer POST (the spec's default) and GET (the address getModelList hands out).
// A refused import answers 400 { code: 1, msg: <§8 message>, data: { errors: [{ row, column, field, message }] } }.
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, fail } from '../../platform/envelope';
import { AppError, invalid } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { hit } from '../../platform/rate-limit';
import { contentDisposition } from '../files/content-disposition';
import { uploadRefusal } from '../files/messages';
import { uploadsPerMinute } from '../files/routes';
import { currentUser } from '../session/guard';
import { supplierCaller } from '../sourcing/supplier-access';
import * as schemas from './schemas';
import { exportLinesTemplate, exportQuotation, ImportRefused, importLines, type ExcelFile } from './service';

/** The largest template an import takes (a 1,000-line template is about 60 KB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type MultipartRequest = FastifyRequest & { isMultipart(): boolean; parts(): AsyncIterableIterator<Multipart> };
type Params = { sourceId: string; quotationRound?: number };

function sendFile(reply: FastifyReply, file: ExcelFile) {
  return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(file.fileName)).header('cache-control', 'no-store').send(file.content);
}

export async function quotationExcelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 } });
  const perMinute = uploadsPerMinute(process.env);
  const supplierOnly = { preHandler: app.requireUser };
  const caller = (req: FastifyRequest) => supplierCaller(currentUser(req));
  const lang = (req: FastifyRequest) => requestLanguage(req.headers);

  /** One export on POST (body or query) and GET (query). */
  const exporting = (path: string, schema: object, make: (req: FastifyRequest, p: Params) => Promise<ExcelFile>) => {
    app.post<{ Body: Params }>(path, { schema: { body: schema }, ...supplierOnly }, async (req, reply) => sendFile(reply, await make(req, req.body)));
    app.get<{ Querystring: Params }>(path, { schema: { querystring: schema }, ...supplierOnly }, async (req, reply) => sendFile(reply, await make(req, req.query)));
  };
  exporting('/source/exportBjLines', schemas.templateParams, (req, p) => exportLinesTemplate(ctx, caller(req), p.sourceId, false, lang(req)));
  exporting('/source/exportBjLinesNew', schemas.templateParams, (req, p) => exportLinesTemplate(ctx, caller(req), p.sourceId, true, lang(req)));
  exporting('/source/exportQuotation', schemas.exportQuotationParams, (req, p) => exportQuotation(ctx, caller(req), p.sourceId, p.quotationRound, lang(req)));

  app.post<{ Body: Partial<Params> }>('/source/importQuotationLines', { schema: { body: schemas.importParams }, ...supplierOnly }, async (request, reply) => {
    const req = request as MultipartRequest;
    const query = request.body ?? {};
    const language = lang(req);
    const who = caller(req);
    // Counted with the caller's other uploads (plogin/upload): one budget per supplier.
    await hit(ctx.db, ctx.clock, { bucket: `upload:supplier:${who.supplierId}`, max: perMinute, windowMs: 60_000 });
    if (!req.isMultipart()) throw uploadRefusal(400, 'notMultipart', language);
    const fields: Record<string, string> = {};
    let bytes: Buffer | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        bytes = await part.toBuffer();
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadRefusal(400, 'tooLarge', language, { size: IMPORT_MAX_BYTES / 1024 / 1024 });
      if (err instanceof AppError) throw err;
      req.log.info({ err }, 'import body refused');
      throw uploadRefusal(400, 'failed', language);
    }
    if (!bytes) throw uploadRefusal(400, 'notMultipart', language);
    if (bytes.length === 0) throw uploadRefusal(400, 'empty', language);
    const sourceId = (fields.sourceId ?? query.sourceId ?? '').trim();
    if (!sourceId || sourceId.length > 64) throw invalid('paramRequired', { field: 'sourceId' });
    const roundText = String(fields.quotationRound ?? query.quotationRound ?? '');
    if (roundText && roundText !== '1' && roundText !== '2') throw invalid('paramInvalid', { field: 'quotationRound' });
    try {
      return ok(await importLines(ctx, who, sourceId, roundText ? (Number(roundText) as 1 | 2) : undefined, bytes, language));
    } catch (err) {
      if (err instanceof ImportRefused) return reply.code(400).send({ ...fail(err.message), data: { errors: err.errors } });
      throw err;
    }
  });
}
