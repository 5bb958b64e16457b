// Uploads (issue 13): files uploaded by suppliers and registering users live in the file storage
// (platform/storage.ts), not in the database, so an attachment row now either carries its bytes
// (the public notice files of migration 0200) or names its storage key. Each uploaded row records
// its owner, so only the owner (and later the buyer's operators) may list, read or delete it.
// Also: the upload rule of each attachment type (extensions, size, count; spec 02 §5), and an
// append-only audit log (who did what, when) starting with file deletions.
import { sql, type Kysely } from 'kysely';

const MB = 1024 * 1024;
const SUPPLIER_EXT = 'pdf,jpg,jpeg,png';
const OFFICE_EXT = 'pdf,doc,docx,xls,xlsx,jpg,jpeg,png,zip,rar,7z,txt';
const BID_EXT = 'pdf,doc,docx,xls,xlsx,zip,rar,7z';

// [code, zh, en, vi, extensions, max bytes, supplier upload]
const RULES: [string, string, string, string, string, number, boolean][] = [
  ['ISP20', '营业执照扫描件', 'Business licence scan', 'Bản scan giấy phép kinh doanh', SUPPLIER_EXT, 10 * MB, true],
  ['ISP42', '法定代表人授权书', 'Legal representative authorisation', 'Giấy ủy quyền của người đại diện pháp luật', SUPPLIER_EXT, 10 * MB, true],
  ['ISP43', '法定代表人身份证', 'Legal representative ID', 'CMND/CCCD người đại diện pháp luật', SUPPLIER_EXT, 10 * MB, true],
  ['ISP44', '被授权人身份证', 'Authorised person ID', 'CMND/CCCD người được ủy quyền', SUPPLIER_EXT, 10 * MB, true],
  ['ISP45', '声明函', 'Declaration letter', 'Thư cam kết', SUPPLIER_EXT, 10 * MB, true],
  ['ISP47', '代理证书', 'Agency certificate', 'Giấy chứng nhận đại lý', SUPPLIER_EXT, 10 * MB, true],
  ['ISP48', '生产许可证', 'Production licence', 'Giấy phép sản xuất', SUPPLIER_EXT, 10 * MB, true],
  ['ISP49', '经营许可证', 'Business licence', 'Giấy phép kinh doanh', SUPPLIER_EXT, 10 * MB, true],
  ['ISP50', '其他', 'Other', 'Khác', SUPPLIER_EXT, 10 * MB, true],
  ['ISP51', '质量和环境体系认证', 'Quality and environment system', 'Hệ thống chất lượng và môi trường', SUPPLIER_EXT, 10 * MB, true],
  ['ISP52', '产品质量认证', 'Product quality certification', 'Chứng nhận chất lượng sản phẩm', SUPPLIER_EXT, 10 * MB, true],
  ['ISP53', '制造许可证', 'Manufacturing licence', 'Giấy phép chế tạo', SUPPLIER_EXT, 10 * MB, true],
  ['ISP54', '事业单位法人证书', 'Public-institution legal person certificate', 'Giấy chứng nhận pháp nhân đơn vị sự nghiệp', SUPPLIER_EXT, 10 * MB, true],
  ['PERFORMANCE_CONTRACT', '业绩合同扫描件', 'Scanned performance contract', 'Bản scan hợp đồng thực hiện', SUPPLIER_EXT, 10 * MB, true],
  ['TECH_SPEC', '技术规范书', 'Technical specification', 'Đặc tả kỹ thuật', OFFICE_EXT, 50 * MB, false],
  ['PURCHASE', '采购文件', 'Purchase document', 'Hồ sơ mua sắm', OFFICE_EXT, 50 * MB, false],
  ['QUOTATION', '报价单', 'Quotation sheet', 'Bảng báo giá', OFFICE_EXT, 50 * MB, false],
  ['QUOTATION_DETAIL', '报价明细', 'Detailed quotation', 'Báo giá chi tiết', OFFICE_EXT, 50 * MB, false],
  ['BID_DOCUMENT', '投标文件', 'Bid document', 'Hồ sơ dự thầu', BID_EXT, 200 * MB, false],
  // Any other attachment type of the default upload action (spec 02 §5: 50 MB by default).
  ['DEFAULT', '其他附件', 'Other attachment', 'Tệp đính kèm khác', OFFICE_EXT, 50 * MB, false],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attachment').alterColumn('content', (c) => c.dropNotNull()).execute();
  await db.schema.alterTable('attachment').addColumn('storage_key', 'text').execute();
  // 'supplier' (owner_id = supplier_id: every user of the supplier shares its files) or 'temp'
  // (owner_id = the registering user's user_id). Null: a public file (notice attachments).
  await db.schema.alterTable('attachment').addColumn('owner_kind', 'text', (c) => c.check(sql`owner_kind in ('supplier','temp')`)).execute();
  await db.schema.alterTable('attachment').addColumn('owner_id', 'text').execute();
  await db.schema.alterTable('attachment').addColumn('uploader_user_id', 'text').execute();
  await db.schema.alterTable('attachment').addColumn('file_business_type', 'text').execute();
  await db.schema.alterTable('attachment').addColumn('module_code', 'text').execute();
  await db.schema.alterTable('attachment').addColumn('data_type', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('attachment').addColumn('upload_flags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  await db.schema.alterTable('attachment').addColumn('sha256', 'text').execute();
  await db.schema
    .alterTable('attachment')
    .addCheckConstraint('attachment_bytes_somewhere', sql`content is not null or storage_key is not null`)
    .execute();
  await db.schema.createIndex('attachment_owner_business').on('attachment').columns(['owner_kind', 'owner_id', 'business_id', 'business_type']).execute();

  await db.schema
    .createTable('file_type_rule')
    .addColumn('file_business_type', 'text', (c) => c.primaryKey())
    .addColumn('meaning', 'text', (c) => c.notNull())
    .addColumn('meaning_en', 'text', (c) => c.notNull())
    .addColumn('meaning_vi', 'text', (c) => c.notNull())
    // Lower-case, comma-separated, without dots.
    .addColumn('extensions', 'text', (c) => c.notNull())
    .addColumn('max_bytes', 'bigint', (c) => c.notNull())
    .addColumn('max_count', 'integer', (c) => c.notNull().defaultTo(20))
    .addColumn('supplier_upload', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('file_type_rule')
    .values(RULES.map(([code, zh, en, vi, ext, max, supplier], i) => ({ file_business_type: code, meaning: zh, meaning_en: en, meaning_vi: vi, extensions: ext, max_bytes: max, max_count: 20, supplier_upload: supplier, sort_order: i + 1 })))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  // Append-only: updates and deletes are silently dropped by the database itself, whoever asks.
  await sql`create rule audit_log_no_update as on update to audit_log do instead nothing`.execute(db);
  await sql`create rule audit_log_no_delete as on delete to audit_log do instead nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('file_type_rule').ifExists().execute();
  await db.schema.dropIndex('attachment_owner_business').ifExists().execute();
  await db.schema.alterTable('attachment').dropConstraint('attachment_bytes_somewhere').execute();
  for (const c of ['sha256', 'upload_flags', 'data_type', 'module_code', 'file_business_type', 'uploader_user_id', 'owner_id', 'owner_kind', 'storage_key']) {
    await db.schema.alterTable('attachment').dropColumn(c).execute();
  }
  await db.deleteFrom('attachment').where('content', 'is', null).execute();
  await db.schema.alterTable('attachment').alterColumn('content', (c) => c.setNotNull()).execute();
}
