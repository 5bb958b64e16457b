import type { Db } from '../../db/index';
import { publicDb } from './tables';
import { boundedTotal } from '../../platform/pager';

const LISTED = ['file_id', 'business_id', 'business_type', 'file_name', 'content_type', 'file_size', 'upload_time', 'uploaded_by'] as const;

export async function pageAttachments(db: Db, businessId: string, offset: number, limit: number) {
  const base = publicDb(db).selectFrom('attachment').where('business_id', '=', businessId);
  const [rows, counted] = await Promise.all([
    base.select(LISTED).orderBy('upload_time', 'asc').orderBy('file_id', 'asc').offset(offset).limit(limit).execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

export function findAttachment(db: Db, fileId: string) {
  return publicDb(db).selectFrom('attachment').selectAll().where('file_id', '=', fileId).executeTakeFirst();
}

/** The purchase document of a source: its first attachment filed as 'purchase'. */
export function findPurchaseFile(db: Db, sourceId: string) {
  return publicDb(db)
    .selectFrom('attachment')
    .selectAll()
    .where('business_id', '=', sourceId)
    .where('business_type', '=', 'purchase')
    .orderBy('upload_time', 'asc')
    .limit(1)
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
