// Attachment types of a quotation (issue 14, spec 02 §5): the quotation sheet and the detailed
// quotation a supplier may attach to a quotation under the names the quotation screens use. The bid
// document keeps its type of migration 0410 (BID_DOCUMENT, 200 MB): a quotation is sent only with
// one of those among its files.
import type { Kysely } from 'kysely';

const MB = 1024 * 1024;
const SHEET_EXT = 'pdf,doc,docx,xls,xlsx,zip,rar';

// [code, zh, en, vi]
const TYPES: [string, string, string, string][] = [
  ['quotationSheet', '报价单', 'Quotation sheet', 'Bảng báo giá'],
  ['detailedQuotation', '报价明细', 'Detailed quotation', 'Báo giá chi tiết'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const { n } = await db.selectFrom('file_type_rule').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirstOrThrow();
  await db
    .insertInto('file_type_rule')
    .values(TYPES.map(([code, zh, en, vi], i) => ({ file_business_type: code, meaning: zh, meaning_en: en, meaning_vi: vi, extensions: SHEET_EXT, max_bytes: 50 * MB, max_count: 20, supplier_upload: false, sort_order: Number(n ?? 0) + i + 1 })))
    .onConflict((oc) => oc.column('file_business_type').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('file_type_rule').where('file_business_type', 'in', TYPES.map(([code]) => code)).execute();
}
