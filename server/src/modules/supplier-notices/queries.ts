import type { Db } from '../../db/index';
import { likePattern } from '../notices/queries';
import { boundedTotal } from '../../platform/pager';

export async function pageSupplierNotices(db: Db, supplierId: string, opts: { title?: string; offset: number; limit: number }) {
  let base = db.selectFrom('supplier_notice').where('supplier_id', '=', supplierId);
  if (opts.title) base = base.where('title', 'ilike', likePattern(opts.title));
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(opts.offset).limit(opts.limit).execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

/** Scoped by supplier: one supplier can never confirm another's notice. */
export async function markViewed(db: Db, supplierId: string, id: number): Promise<boolean> {
  const res = await db.updateTable('supplier_notice').set({ viewed: true }).where('id', '=', id).where('supplier_id', '=', supplierId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
