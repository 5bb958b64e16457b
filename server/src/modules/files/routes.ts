// Attachments and downloads of spec 01 §7 "Files". Public: notices and their files are public.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import { page } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { ATTACHMENT_PAGE_SIZE } from '@portal/shared/core';
import { parsePaging } from '../../platform/paging';
import { attachmentListBody, awardBody, fileIdBody, fileParams, purchaseFileQuery } from './schemas';
import { awardNoticeFile, downloadFile, downloadPurchaseFile, listAttachments, type FileDownload } from './service';

/** RFC 6266 filename*: Chinese file names survive every browser. */
function send(reply: FastifyReply, file: FileDownload) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.content.length)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { businessId: string; page?: string | number; pageSize?: string | number } }>(
    '/isp/portal/plogin/getAttachmentList',
    { schema: { body: attachmentListBody } },
    async (req) => {
      const paging = parsePaging(req.body.page, req.body.pageSize, undefined, ATTACHMENT_PAGE_SIZE);
      const { records, ...counted } = await listAttachments(ctx, req.body.businessId, paging);
      return page(records, counted);
    },
  );

  for (const name of ['downLoadByFileId', 'downLoad']) {
    app.post<{ Body: { fileId: string } }>(`/isp/portal/plogin/${name}`, { schema: { body: fileIdBody } }, async (req, reply) =>
      send(reply, await downloadFile(ctx, req.body.fileId, requestLanguage(req.headers))),
    );
  }

  app.get<{ Querystring: { sourceId: string } }>('/isp/portal/plogin/downLoadPurchaseFile', { schema: { querystring: purchaseFileQuery } }, async (req, reply) =>
    send(reply, await downloadPurchaseFile(ctx, req.query.sourceId, requestLanguage(req.headers))),
  );

  app.get<{ Params: { id: string } }>('/upms/file/:id', { schema: { params: fileParams } }, async (req, reply) =>
    send(reply, await downloadFile(ctx, req.params.id, requestLanguage(req.headers))),
  );

  app.post<{ Body: { sourceNum: string } }>('/isp/portal/tenderNotice/downloadNoticeOfAward', { schema: { body: awardBody } }, async (req, reply) =>
    send(reply, await awardNoticeFile(ctx, req.body.sourceNum)),
  );
}
