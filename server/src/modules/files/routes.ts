// Files of spec 01 §7 "Files" and spec 02 §7 "Other portal calls": uploads by suppliers and
// registering users, their lists, downloads and deletion, and the public notice attachments.
// Public files (no owner) are open to anyone; an owned file exists only for its owner: another
// caller gets the same 404 as for a file that never existed.
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATTACHMENT_PAGE_SIZE, UPLOAD_BID_DOCUMENT_MAX_BYTES } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { AppError, forbidden } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { parsePaging } from '../../platform/paging';
import { loadLinkSigner } from '../../platform/link-signing';
import { hit } from '../../platform/rate-limit';
import { createStorage, storageSettings } from '../../platform/storage';
import { currentUser } from '../session/guard';
import { contentDisposition } from './content-disposition';
import { uploadRefusal } from './messages';
import { registerHeaderToken } from '../session/register-header';
import { optionalUser, ownerOf, type FileOwner } from './owner';
import { attachmentListBody, awardBody, fileByTypeBody, fileIdBody, fileParams, ispInfoFileBody, purchaseFileQuery, signedFileQuery, uploadBody } from './schemas';
import { fileUrl, signedOwner } from './signed-links';
import { awardNoticeFile, deleteFile, downloadFile, downloadPurchaseFile, filesByType, listAttachments, qualificationFiles, type FileDownload } from './service';
import { planUpload, storeUpload, UPLOAD_FIELDS, type UploadFields } from './upload-service';

function send(reply: FastifyReply, file: FileDownload) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.content);
}

/** Uploads per minute per owner (PORTAL_RATE_LIMIT_UPLOAD, default 60). */
export function uploadsPerMinute(env: NodeJS.ProcessEnv): number {
  const n = Number(env.PORTAL_RATE_LIMIT_UPLOAD ?? 60);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PORTAL_RATE_LIMIT_UPLOAD must be a whole number of 1 or more, got '${env.PORTAL_RATE_LIMIT_UPLOAD}'`);
  return n;
}

/**
 * What @fastify/multipart adds to a request. Its own declaration merging reaches Fastify's types
 * only when the package can resolve 'fastify' from its own folder, which a pnpm layout need not give.
 */
type MultipartRequest = FastifyRequest & { isMultipart(): boolean; parts(): AsyncIterableIterator<Multipart> };

function ownerOrRefuse(req: FastifyRequest): FileOwner {
  const owner = ownerOf(currentUser(req));
  if (!owner) throw forbidden();
  return owner;
}

const typeList = (value: string | undefined) => (value ?? '').split(',').map((t) => t.trim()).filter(Boolean);

export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // PORTAL_STORAGE and its settings are read here, beside the only user of the storage.
  const files = await createStorage(storageSettings(process.env, ctx.config.dataDir));
  const perMinute = uploadsPerMinute(process.env);
  // The largest limit plus one byte: the service's own limit decides, busboy's only backs it up.
  // preservePath: busboy would cut a name at a backslash, a legal character in a file name.
  await app.register(multipart, { preservePath: true, limits: { fileSize: UPLOAD_BID_DOCUMENT_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 1024, parts: 30, headerPairs: 100 } });
  const ownerOnly = [registerHeaderToken, app.requireUser];
  const links = await loadLinkSigner(ctx.db, ctx.clock);

  app.post('/isp/portal/plogin/upload', { schema: { body: uploadBody }, preHandler: ownerOnly }, async (request) => {
    const req = request as MultipartRequest;
    const lang = requestLanguage(req.headers);
    const user = currentUser(req);
    const owner = ownerOrRefuse(req);
    await hit(ctx.db, ctx.clock, { bucket: `upload:${owner.kind}:${owner.id}`, max: perMinute, windowMs: 60_000 });
    if (!req.isMultipart()) throw uploadRefusal(400, 'notMultipart', lang);
    const fields: UploadFields = { ...(req.body as UploadFields) };
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          if ((UPLOAD_FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') fields[part.fieldname as keyof UploadFields] = part.value;
          continue;
        }
        let plan;
        try {
          plan = await planUpload(ctx, user, fields, part.filename ?? '', lang);
        } catch (err) {
          part.file.resume();
          throw err;
        }
        const stored = await storeUpload(ctx, files, user, plan, fields, { fileName: part.filename, mimeType: part.mimetype, stream: part.file }, lang);
        return ok({ ...stored, url: fileUrl(links, stored.fileId, owner) });
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      // A malformed or cut multipart body (busboy's errors): the client's fault, never a 500.
      req.log.info({ err }, 'upload body refused');
      throw uploadRefusal(400, 'failed', lang);
    }
    throw uploadRefusal(400, 'notMultipart', lang);
  });

  app.post<{ Body: { businessId: string; page?: string | number; pageSize?: string | number } }>(
    '/isp/portal/plogin/getAttachmentList',
    { schema: { body: attachmentListBody } },
    async (req) => {
      const paging = parsePaging(req.body.page, req.body.pageSize, undefined, ATTACHMENT_PAGE_SIZE);
      const owner = ownerOf(await optionalUser(ctx, req));
      const { records, ...counted } = await listAttachments(ctx, links, req.body.businessId, owner, paging);
      return page(records, counted);
    },
  );

  app.post<{ Body: { businessId?: string; fileBusinessType?: string; businessType?: string } }>(
    '/isp/portal/plogin/getFileByType',
    { schema: { body: fileByTypeBody }, preHandler: ownerOnly },
    async (req) => ok(await filesByType(ctx, links, ownerOrRefuse(req), req.body.businessId, typeList(req.body.fileBusinessType ?? req.body.businessType))),
  );

  app.post<{ Body: { businessId?: string } }>('/isp/portal/plogin/getIspInfoFile', { schema: { body: ispInfoFileBody }, preHandler: ownerOnly }, async (req) =>
    ok(await qualificationFiles(ctx, links, ownerOrRefuse(req), req.body.businessId)),
  );

  app.post<{ Body: { fileId: string } }>('/isp/portal/plogin/deleteFile', { schema: { body: fileIdBody }, preHandler: ownerOnly }, async (req) => {
    await deleteFile(ctx, files, currentUser(req), ownerOrRefuse(req), req.body.fileId);
    return ok();
  });

  for (const name of ['downLoadByFileId', 'downLoad']) {
    app.post<{ Body: { fileId: string } }>(`/isp/portal/plogin/${name}`, { schema: { body: fileIdBody } }, async (req, reply) =>
      send(reply, await downloadFile(ctx, files, req.body.fileId, ownerOf(await optionalUser(ctx, req)), requestLanguage(req.headers))),
    );
  }

  app.get<{ Querystring: { sourceId?: string; fileId?: string } }>('/isp/portal/plogin/downLoadPurchaseFile', { schema: { querystring: purchaseFileQuery } }, async (req, reply) =>
    send(reply, await downloadPurchaseFile(ctx, files, req.query, requestLanguage(req.headers))),
  );

  // The token header when the portal itself downloads; a signed address when a person opened the
  // link in a new tab, which sends none.
  app.get<{ Params: { id: string }; Querystring: { exp?: number; sig?: string } }>('/upms/file/:id', { schema: { params: fileParams, querystring: signedFileQuery } }, async (req, reply) => {
    const lang = requestLanguage(req.headers);
    const { exp, sig } = req.query;
    const owner = ownerOf(await optionalUser(ctx, req)) ?? (exp !== undefined && sig ? await signedOwner(ctx, links, req.params.id, { exp, sig }, lang) : null);
    return send(reply, await downloadFile(ctx, files, req.params.id, owner, lang));
  });

  app.post<{ Body: { sourceNum: string } }>('/isp/portal/tenderNotice/downloadNoticeOfAward', { schema: { body: awardBody } }, async (req, reply) =>
    send(reply, await awardNoticeFile(ctx, req.body.sourceNum)),
  );
}
