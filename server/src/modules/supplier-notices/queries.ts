// Notices to suppliers: to one supplier (supplier_id set) or to every supplier (supplier_id null).
// "Viewed" is per supplier: a row of supplier_notice_view (migration 0600); a one-supplier notice
// also keeps its own `viewed` column up to date, as before.
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { likePattern } from '../notices/queries';
import { boundedTotal } from '../../platform/pager';
import { centreDb } from '../supplier-centre/tables';

/** The notices this supplier receives: its own and those to every supplier. */
const addressedTo = (supplierId: string) => sql<boolean>`(supplier_notice.supplier_id = ${supplierId} or supplier_notice.supplier_id is null)`;

/** Whether this supplier viewed the notice, as a boolean SQL expression. */
const viewedBy = (supplierId: string) =>
  sql<boolean>`(exists (select 1 from supplier_notice_view v where v.notice_id = supplier_notice.id and v.supplier_id = ${supplierId}) or (supplier_notice.supplier_id = ${supplierId} and supplier_notice.viewed))`;

export async function pageSupplierNotices(db: Db, supplierId: string, opts: { title?: string; viewed?: boolean; offset: number; limit: number }) {
  let base = centreDb(db).selectFrom('supplier_notice').where(addressedTo(supplierId));
  if (opts.title) base = base.where('title', 'ilike', likePattern(opts.title));
  if (opts.viewed !== undefined) base = base.where(opts.viewed ? viewedBy(supplierId) : sql<boolean>`not ${viewedBy(supplierId)}`);
  const [rows, counted] = await Promise.all([
    base
      .select(['id', 'title', 'content', 'created_at', 'supplier_id'])
      .select(viewedBy(supplierId).as('is_viewed'))
      // Unread first, then newest.
      .orderBy(sql`${viewedBy(supplierId)}`, 'asc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(opts.offset)
      .limit(opts.limit)
      .execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

/** Scoped by supplier: one supplier can never confirm another's notice. Repeating it changes nothing. */
export async function markViewed(db: Db, supplierId: string, id: number, at: Date): Promise<boolean> {
  const cdb = centreDb(db);
  const notice = await cdb.selectFrom('supplier_notice').select(['id', 'supplier_id']).where('id', '=', id).where(addressedTo(supplierId)).executeTakeFirst();
  if (!notice) return false;
  await cdb.insertInto('supplier_notice_view').values({ notice_id: id, supplier_id: supplierId, viewed_at: at }).onConflict((oc) => oc.columns(['notice_id', 'supplier_id']).doNothing()).execute();
  if (notice.supplier_id === supplierId) await db.updateTable('supplier_notice').set({ viewed: true }).where('id', '=', id).execute();
  return true;
}

/** How many notices addressed to this supplier it has not viewed (the badge and the to-do list). */
export async function countUnviewedNotices(db: Db, supplierId: string): Promise<number> {
  const row = await centreDb(db)
    .selectFrom('supplier_notice')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(addressedTo(supplierId))
    .where(sql<boolean>`not ${viewedBy(supplierId)}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An operator's notice to one supplier or (supplierId null) to every supplier. */
export async function insertNotice(db: Db, n: { supplierId: string | null; title: string; content: string | null; postedBy: string; at: Date }) {
  return centreDb(db)
    .insertInto('supplier_notice')
    .values({ supplier_id: n.supplierId as string, title: n.title, content: n.content, viewed: false, created_at: n.at, posted_by: n.postedBy })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}
