import { translate } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import type { Paging } from '../../platform/paging';
import { toNotice } from '../notices/service';
import { findAttachment, findAwardNotice, findPurchaseFile, pageAttachments } from './queries';

export interface FileDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export async function listAttachments(ctx: AppContext, businessId: string, paging: Paging) {
  const { rows, ...counted } = await pageAttachments(ctx.db, businessId, paging.offset, paging.size);
  return {
    records: rows.map((r) => ({
      fileId: r.file_id,
      businessId: r.business_id,
      businessType: r.business_type,
      fileName: r.file_name,
      contentType: r.content_type,
      fileSize: r.file_size,
      /** KB with one decimal, as the attachment tables show it. */
      fileSizeKb: Math.round((r.file_size / 1024) * 10) / 10,
      uploadTime: new Date(r.upload_time).toISOString(),
      uploadedBy: r.uploaded_by,
    })),
    ...counted,
  };
}

/** An empty stored file is refused with the spec's message rather than sent as a 0-byte download. */
function checked(row: { file_name: string; content_type: string; file_size: number; content: Uint8Array } | undefined, lang: Language): FileDownload {
  if (!row) throw notFound();
  if (row.file_size === 0 || row.content.length === 0) throw new AppError(400, translate('notice.emptyAttachment', lang));
  return { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content) };
}

export async function downloadFile(ctx: AppContext, fileId: string, lang: Language): Promise<FileDownload> {
  return checked(await findAttachment(ctx.db, fileId), lang);
}

export async function downloadPurchaseFile(ctx: AppContext, sourceId: string, lang: Language): Promise<FileDownload> {
  return checked(await findPurchaseFile(ctx.db, sourceId), lang);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The notice of award as a self-contained HTML file, written from the published award notice so
 * the download always matches what the portal shows.
 */
export async function awardNoticeFile(ctx: AppContext, sourceNum: string): Promise<FileDownload> {
  const row = await findAwardNotice(ctx.db, sourceNum);
  if (!row) throw notFound();
  const n = toNotice(row, true);
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(n.infoTitle)}</title></head><body>
<h1>${escapeHtml(n.infoTitle)}</h1>
${n.infoTitleEn ? `<h2>${escapeHtml(n.infoTitleEn)}</h2>` : ''}
<p>编号 / No.: ${escapeHtml(n.noticeCode ?? n.businessNum ?? sourceNum)}</p>
<p>发布时间 / Published: ${escapeHtml(n.noticeSendTime ?? '')}</p>
<hr>${row.content ?? ''}
</body></html>`;
  return { fileName: `${n.noticeCode ?? sourceNum}-中标通知书.html`, contentType: 'text/html; charset=utf-8', content: Buffer.from(html, 'utf8') };
}
