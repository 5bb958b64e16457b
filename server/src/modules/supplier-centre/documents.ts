// Documents the buyer shares with one supplier or with every supplier (/document_list; contract
// documents too). Their bytes live in the row. A listed document carries an address signed for
// the reading supplier (platform/link-signing.ts, the key the files module signs with), so it
// downloads in a new tab without a token; another supplier's document is "not found".
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { LinkSigner } from '../../platform/link-signing';
import type { Paging } from '../../platform/paging';
import { boundedTotal } from '../../platform/pager';
import { likePattern } from '../notices/queries';
import { checkInput } from '../source-admin/input-check';
import type { Payer } from '../payments/service';
import { centreRefusal } from './messages';
import { shareDocumentBody } from './schemas';
import { centreDb } from './tables';

const iso = (d: Date | string) => new Date(d).toISOString();
const subject = (docId: string, supplierId: string) => `document:${docId}:${supplierId}`;
const visibleTo = (supplierId: string) => sql<boolean>`(supplier_document.supplier_id = ${supplierId} or supplier_document.supplier_id is null)`;
const LISTED = ['doc_id', 'supplier_id', 'contract_id', 'title', 'doc_type', 'file_name', 'content_type', 'file_size', 'created_at'] as const;
type DocRow = { doc_id: string; supplier_id: string | null; contract_id: string | null; title: string; doc_type: string; file_name: string; content_type: string; file_size: number; created_at: Date | string };

export function documentUrl(links: LinkSigner, docId: string, supplierId: string): string {
  const { exp, sig } = links.sign(subject(docId, supplierId));
  return `/isp/portal/document/file/${encodeURIComponent(docId)}?s=${encodeURIComponent(supplierId)}&exp=${exp}&sig=${sig}`;
}

export function documentRecord(r: DocRow, links: LinkSigner, supplierId: string) {
  return {
    docId: r.doc_id,
    title: r.title,
    docType: r.doc_type,
    fileName: r.file_name,
    contentType: r.content_type,
    fileSize: r.file_size,
    fileSizeKb: Math.round((r.file_size / 1024) * 10) / 10,
    /** 'supplier' (this supplier only) or 'all' (every supplier). */
    audience: r.supplier_id ? 'supplier' : 'all',
    contractId: r.contract_id,
    createdAt: iso(r.created_at),
    /** Downloads for 30 minutes, also in a new tab. */
    url: documentUrl(links, r.doc_id, supplierId),
  };
}

export async function listDocuments(ctx: AppContext, links: LinkSigner, supplierId: string, paging: Paging, f: { title?: string; docType?: string }) {
  let base = centreDb(ctx.db).selectFrom('supplier_document').where(visibleTo(supplierId));
  if (f.title) base = base.where('title', 'ilike', likePattern(f.title));
  if (f.docType) base = base.where('doc_type', '=', f.docType);
  const [rows, counted] = await Promise.all([base.select(LISTED).orderBy('created_at', 'desc').orderBy('doc_id', 'desc').offset(paging.offset).limit(paging.size).execute(), boundedTotal(ctx.db, base)]);
  return { records: rows.map((r) => documentRecord(r as DocRow, links, supplierId)), ...counted };
}

export async function contractDocuments(ctx: AppContext, links: LinkSigner, supplierId: string, contractId: string) {
  const rows = await centreDb(ctx.db).selectFrom('supplier_document').select(LISTED).where('contract_id', '=', contractId).where(visibleTo(supplierId)).orderBy('created_at', 'asc').limit(100).execute();
  return rows.map((r) => documentRecord(r as DocRow, links, supplierId));
}

/** The supplier a signed address speaks for, when it is genuine; past its time it is 403 like the files' links. */
export function signedSupplier(links: LinkSigner, docId: string, q: { s?: string; exp?: number; sig?: string }, now: Date): string | null {
  if (!q.s || q.exp === undefined || !q.sig) return null;
  if (!links.matches(subject(docId, q.s), q.exp, q.sig)) return null;
  if (q.exp * 1000 < now.getTime()) return null;
  return q.s;
}

export async function documentFile(ctx: AppContext, supplierId: string, docId: string) {
  const row = await centreDb(ctx.db).selectFrom('supplier_document').select(['file_name', 'content_type', 'file_size', 'content']).where('doc_id', '=', docId).where(visibleTo(supplierId)).executeTakeFirst();
  if (!row) throw notFound();
  const content = Buffer.from(row.content);
  return { fileName: row.file_name, contentType: row.content_type, content, size: content.length };
}

/** The buyer shares a document with one supplier (or a contract's supplier) or with every supplier. */
export async function shareDocument(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ supplierId?: string; all?: boolean; contractId?: string; title: string; docType: string; fileName: string; contentType?: string; contentBase64: string }>(shareDocumentBody, raw);
  const cdb = centreDb(ctx.db);
  let supplierId = input.supplierId ?? null;
  if (input.contractId) {
    const contract = await cdb.selectFrom('contract').select(['supplier_id']).where('contract_id', '=', input.contractId).executeTakeFirst();
    if (!contract) throw notFound();
    supplierId = contract.supplier_id;
  }
  if (!supplierId && input.all !== true) throw centreRefusal(400, 'noticeTarget');
  if (supplierId && input.all === true && !input.contractId) throw centreRefusal(400, 'noticeTarget');
  if (supplierId && !(await cdb.selectFrom('supplier').select('supplier_id').where('supplier_id', '=', supplierId).executeTakeFirst())) throw centreRefusal(400, 'unknownSupplier', { supplierId });
  const content = Buffer.from(input.contentBase64, 'base64');
  if (content.length === 0) throw centreRefusal(400, 'feeDataInvalid', { field: 'contentBase64' });
  const docId = `DOC-${randomBytes(5).toString('hex').toUpperCase()}`;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await centreDb(trx)
      .insertInto('supplier_document')
      .values({ doc_id: docId, supplier_id: supplierId, contract_id: input.contractId ?? null, title: input.title.trim(), doc_type: input.docType, file_name: input.fileName, content_type: input.contentType ?? 'application/octet-stream', file_size: content.length, content, created_by: `${by.kind}:${by.id}`, created_at: now })
      .execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'document.share', target: `document:${docId}`, detail: { supplierId: supplierId ?? 'all', contractId: input.contractId ?? null, fileName: input.fileName, size: content.length } });
  });
  return { docId, supplierId, audience: supplierId ? 'supplier' : 'all', title: input.title, fileSize: content.length };
}
