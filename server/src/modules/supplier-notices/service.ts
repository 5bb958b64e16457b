import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { markViewed, pageSupplierNotices } from './queries';

export async function listSupplierNotices(ctx: AppContext, supplierId: string, paging: Paging, title?: string) {
  const { rows, ...counted } = await pageSupplierNotices(ctx.db, supplierId, { title, offset: paging.offset, limit: paging.size });
  return {
    records: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, viewed: r.viewed, createdAt: new Date(r.created_at).toISOString() })),
    ...counted,
  };
}

export async function confirmNotice(ctx: AppContext, supplierId: string, id: number): Promise<void> {
  if (!(await markViewed(ctx.db, supplierId, id))) throw notFound();
}
