import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { markViewed, pageSupplierNotices } from './queries';

const iso = (d: Date | string) => new Date(d).toISOString();

type NoticeRow = { id: number; title: string; content: string | null; created_at: Date | string; supplier_id: string | null; is_viewed: boolean };
const toRecord = (r: NoticeRow) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  viewed: r.is_viewed === true || (r.is_viewed as unknown) === 't',
  /** 'supplier' (to this supplier only) or 'all' (to every supplier). */
  audience: r.supplier_id ? 'supplier' : 'all',
  createdAt: iso(r.created_at),
});

export async function listSupplierNotices(ctx: AppContext, supplierId: string, paging: Paging, title?: string, viewed?: boolean) {
  const { rows, ...counted } = await pageSupplierNotices(ctx.db, supplierId, { title, viewed, offset: paging.offset, limit: paging.size });
  return { records: rows.map(toRecord), ...counted };
}

/** Marks the notice viewed for this supplier (again: nothing changes); another supplier's is "not found". */
export async function confirmNotice(ctx: AppContext, supplierId: string, id: number): Promise<void> {
  if (!(await markViewed(ctx.db, supplierId, id, ctx.clock.now()))) throw notFound();
}
