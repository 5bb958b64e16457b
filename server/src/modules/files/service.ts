import { escapeHtml } from '@portal/shared/core';
import { translate } from '../../platform/shared-texts';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import type { Paging } from '../../platform/paging';
import { StorageMissing, type FileStorage } from '../../platform/storage';
import type { AuthUser } from '../session/authenticate';
import { toNotice } from '../notices/service';
import type { LinkSigner } from '../../platform/link-signing';
import type { FileOwner } from './owner';
import * as q from './queries';
import { fileUrl } from './signed-links';

export interface FileDownload {
  fileName: string;
  contentType: string;
  /** The bytes (public files kept in the database, generated files) or a stream from the storage. */
  content: Buffer | Readable;
  size: number;
}

type ListedRow = Awaited<ReturnType<typeof q.ownFiles>>[number];

/** A listed file; `owner` is the caller, whose own files get a signed address. */
function toRecord(r: ListedRow, links: LinkSigner, owner: FileOwner | null) {
  return {
    fileId: r.file_id,
    /** Where the file downloads, also in a new tab (signed for a private file, for a while). */
    url: fileUrl(links, r.file_id, r.owner_kind ? owner : null),
    businessId: r.business_id,
    businessType: r.business_type,
    fileBusinessType: r.file_business_type,
    fileName: r.file_name,
    contentType: r.content_type,
    fileSize: r.file_size,
    /** KB with one decimal, as the attachment tables show it. */
    fileSizeKb: Math.round((r.file_size / 1024) * 10) / 10,
    dataType: r.data_type,
    uploadTime: new Date(r.upload_time).toISOString(),
    uploadedBy: r.uploaded_by,
  };
}

/** Public files of the record and the caller's own; another owner's are not there for the caller. */
export async function listAttachments(ctx: AppContext, links: LinkSigner, businessId: string, owner: FileOwner | null, paging: Paging) {
  const { rows, ...counted } = await q.pageAttachments(ctx.db, businessId, owner, paging.offset, paging.size);
  return { records: rows.map((r) => toRecord(r, links, owner)), ...counted };
}

/** At most this many files come back from the unpaged lists (the spec's largest page). */
const OWN_LIST_MAX = 99;

export async function filesByType(ctx: AppContext, links: LinkSigner, owner: FileOwner, businessId: string | undefined, types: string[]) {
  return (await q.ownFiles(ctx.db, owner, { businessId, fileBusinessTypes: types }, OWN_LIST_MAX)).map((r) => toRecord(r, links, owner));
}

/** The supplier's qualification files (attachment types ISP20-ISP54). */
export async function qualificationFiles(ctx: AppContext, links: LinkSigner, owner: FileOwner, businessId: string | undefined) {
  return (await q.ownFiles(ctx.db, owner, { businessId, typePrefix: 'ISP' }, OWN_LIST_MAX)).map((r) => toRecord(r, links, owner));
}

/** An empty stored file is refused with the spec's message rather than sent as a 0-byte download. */
export async function downloadFile(ctx: AppContext, storage: FileStorage, fileId: string, owner: FileOwner | null, lang: Language): Promise<FileDownload> {
  return opened(ctx, storage, await q.findVisibleAttachment(ctx.db, fileId, owner), lang);
}

export async function downloadPurchaseFile(ctx: AppContext, storage: FileStorage, by: { sourceId?: string; fileId?: string }, lang: Language): Promise<FileDownload> {
  const row = by.fileId ? await q.findPurchaseFileById(ctx.db, by.fileId) : await q.findPurchaseFile(ctx.db, by.sourceId!);
  return opened(ctx, storage, row, lang);
}

type StoredRow = { file_id: string; file_name: string; content_type: string; file_size: number; content: Uint8Array | null; storage_key: string | null };

async function opened(ctx: AppContext, storage: FileStorage, row: StoredRow | undefined, lang: Language): Promise<FileDownload> {
  if (!row) throw notFound();
  if (row.file_size === 0 || (row.content && row.content.length === 0)) throw new AppError(400, translate('notice.emptyAttachment', lang));
  if (row.content) return { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content), size: row.content.length };
  try {
    return { fileName: row.file_name, contentType: row.content_type, content: await storage.get(row.storage_key!), size: row.file_size };
  } catch (err) {
    // A row whose bytes are gone (restored database, lost disk) is a missing file to the caller.
    if (err instanceof StorageMissing) throw notFound();
    throw err;
  }
}

/**
 * A file of a quotation (bid document, quotation sheet) is sealed with it (issue 34): its name and
 * size, which a supplier may well make of its prices, stay out of the audit log the operator reads.
 */
const ofQuotation = (row: { business_id: string | null; business_type: string | null }) => row.business_type === 'quotation' || !!row.business_id?.startsWith('Q-');

/** Deletes one of the caller's own files and records who did it; another owner's file is "not found". */
export async function deleteFile(ctx: AppContext, storage: FileStorage, user: AuthUser, owner: FileOwner, fileId: string): Promise<void> {
  const row = await q.findOwnAttachment(ctx.db, fileId, owner);
  if (!row) throw notFound();
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const gone = await q.deleteOwnAttachment(trx, fileId, owner);
    if (!gone) return false;
    await audit(trx, ctx.clock, {
      actorKind: user.kind,
      actorId: user.userId,
      action: 'file.delete',
      target: `attachment:${fileId}`,
      detail: { userName: user.userName, owner: `${owner.kind}:${owner.id}`, ...(ofQuotation(row) ? {} : { fileName: row.file_name, fileSize: row.file_size }), businessId: row.business_id, businessType: row.business_type, fileBusinessType: row.file_business_type },
    });
    return true;
  });
  // Two deletes racing: the second finds nothing, as if the file had never been there.
  if (!deleted) throw notFound();
  // After the commit: a row never points at bytes that are gone; a failed removal leaves an orphan object only.
  if (row.storage_key) await storage.delete(row.storage_key).catch(() => undefined);
}

/**
 * The notice of award as a self-contained HTML file, written from the published award notice so
 * the download always matches what the portal shows.
 */
export async function awardNoticeFile(ctx: AppContext, sourceNum: string): Promise<FileDownload> {
  const row = await q.findAwardNotice(ctx.db, sourceNum);
  if (!row) throw notFound();
  const n = toNotice(row, true);
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(n.infoTitle)}</title></head><body>
<h1>${escapeHtml(n.infoTitle)}</h1>
${n.infoTitleEn ? `<h2>${escapeHtml(n.infoTitleEn)}</h2>` : ''}
<p>编号 / No.: ${escapeHtml(n.noticeCode ?? n.businessNum ?? sourceNum)}</p>
<p>发布时间 / Published: ${escapeHtml(n.noticeSendTime ?? '')}</p>
<hr>${row.content ?? ''}
</body></html>`;
  const content = Buffer.from(html, 'utf8');
  return { fileName: `${n.noticeCode ?? sourceNum}-中标通知书.html`, contentType: 'text/html; charset=utf-8', content, size: content.length };
}
