import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/index';
import { publicDb, type PublicAreaTables } from './tables';
import { boundedTotal } from '../../platform/pager';
import type { FileOwner } from './owner';

const LISTED = [
  'file_id',
  'business_id',
  'business_type',
  'file_name',
  'content_type',
  'file_size',
  'upload_time',
  'uploaded_by',
  'file_business_type',
  'data_type',
  'owner_kind',
] as const;

/** Public files (no owner) and the caller's own; another owner's files do not exist for the caller. */
const visibleTo = (owner: FileOwner | null) => (eb: ExpressionBuilder<Database & PublicAreaTables, 'attachment'>) =>
  owner ? eb.or([eb('owner_kind', 'is', null), eb.and([eb('owner_kind', '=', owner.kind), eb('owner_id', '=', owner.id)])]) : eb('owner_kind', 'is', null);

export async function pageAttachments(db: Db, businessId: string, owner: FileOwner | null, offset: number, limit: number) {
  const base = publicDb(db).selectFrom('attachment').where('business_id', '=', businessId).where(visibleTo(owner));
  const [rows, counted] = await Promise.all([
    base.select(LISTED).orderBy('upload_time', 'asc').orderBy('file_id', 'asc').offset(offset).limit(limit).execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

/** The caller's own files, optionally of one business record and of some attachment types. */
export function ownFiles(db: Db, owner: FileOwner, filter: { businessId?: string; fileBusinessTypes?: string[]; typePrefix?: string }, limit: number) {
  let q = publicDb(db).selectFrom('attachment').select(LISTED).where('owner_kind', '=', owner.kind).where('owner_id', '=', owner.id);
  if (filter.businessId) q = q.where('business_id', '=', filter.businessId);
  if (filter.fileBusinessTypes?.length) q = q.where((eb) => eb.or([eb('file_business_type', 'in', filter.fileBusinessTypes!), eb('business_type', 'in', filter.fileBusinessTypes!)]));
  if (filter.typePrefix) q = q.where('file_business_type', 'like', `${filter.typePrefix}%`);
  return q.orderBy('upload_time', 'asc').orderBy('file_id', 'asc').limit(limit).execute();
}

export function findVisibleAttachment(db: Db, fileId: string, owner: FileOwner | null) {
  return publicDb(db).selectFrom('attachment').selectAll().where('file_id', '=', fileId).where(visibleTo(owner)).executeTakeFirst();
}

export function findOwnAttachment(db: Db, fileId: string, owner: FileOwner) {
  return publicDb(db).selectFrom('attachment').select(['file_id', 'storage_key', 'file_name', 'business_id', 'business_type', 'file_business_type', 'file_size']).where('file_id', '=', fileId).where('owner_kind', '=', owner.kind).where('owner_id', '=', owner.id).executeTakeFirst();
}

export function deleteOwnAttachment(db: Db, fileId: string, owner: FileOwner) {
  return publicDb(db).deleteFrom('attachment').where('file_id', '=', fileId).where('owner_kind', '=', owner.kind).where('owner_id', '=', owner.id).returning('file_id').executeTakeFirst();
}

export async function countOwnFiles(db: Db, owner: FileOwner, businessId: string, businessType: string): Promise<number> {
  const row = await publicDb(db)
    .selectFrom('attachment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where('business_id', '=', businessId)
    .where('business_type', '=', businessType)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises uploads to one business record of one owner until the transaction ends (the count check). */
export async function lockBusinessRecord(db: Db, owner: FileOwner, businessId: string, businessType: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${owner.kind}:${owner.id}:${businessId}:${businessType}`}))`.execute(db);
}

export function fileTypeRule(db: Db, fileBusinessType: string) {
  return publicDb(db).selectFrom('file_type_rule').selectAll().where('file_business_type', '=', fileBusinessType).executeTakeFirst();
}

export function fileTypeRules(db: Db) {
  return publicDb(db).selectFrom('file_type_rule').selectAll().orderBy('sort_order').orderBy('file_business_type').execute();
}

/** The purchase document of a source: its first attachment filed as 'purchase'. */
export function findPurchaseFile(db: Db, sourceId: string) {
  return publicDb(db)
    .selectFrom('attachment')
    .selectAll()
    .where('business_id', '=', sourceId)
    .where('business_type', '=', 'purchase')
    .where('owner_kind', 'is', null)
    .orderBy('upload_time', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** One purchase file (public, filed as 'purchase') of a source that is not a draft. */
export function findPurchaseFileById(db: Db, fileId: string) {
  return publicDb(db)
    .selectFrom('attachment')
    .innerJoin('source', 'source.source_id', 'attachment.business_id')
    .selectAll('attachment')
    .where('attachment.file_id', '=', fileId)
    .where('attachment.business_type', '=', 'purchase')
    .where('attachment.owner_kind', 'is', null)
    .where('source.status', '<>', 'DRAFT')
    .executeTakeFirst();
}

/** The award notice of a source: the newest bid-winning notice carrying its number. */
export function findAwardNotice(db: Db, sourceNum: string) {
  return db
    .selectFrom('notice')
    .selectAll()
    .where('tab', '=', 'winning')
    .where((eb) => eb.or([eb('source_num', '=', sourceNum), eb('business_num', '=', sourceNum), eb('notice_code', '=', sourceNum)]))
    .orderBy('notice_send_time', (ob) => ob.desc().nullsLast())
    .limit(1)
    .executeTakeFirst();
}

/** Whose file this is (null for a public file or none at all), to check a signed address against. */
export async function attachmentOwner(db: Db, fileId: string): Promise<FileOwner | null> {
  const row = await publicDb(db).selectFrom('attachment').select(['owner_kind', 'owner_id']).where('file_id', '=', fileId).executeTakeFirst();
  return row?.owner_kind && row.owner_id ? { kind: row.owner_kind as FileOwner['kind'], id: row.owner_id } : null;
}
