// Who may raise what (spec 02 §4–§6): a supplier's portal user (registering users get 403, visitors
// 401 before this), of a qualified supplier (approved and activated: sourcing/supplier-access.ts) to
// write; signed up to the source; a query before the source's query deadline by the server's clock.
// Reading is narrower still: a supplier's own queries and objections, and the clarifications of
// sources it signed up to — anything else is answered 404, as if it did not exist.
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findSource, type SourceRow } from '../sourcing/queries';
import { isQualified, type SupplierCaller } from '../sourcing/supplier-access';
import { questionRefusal } from './messages';
import { questionsDb } from './tables';

export async function requireQualified(ctx: AppContext, caller: SupplierCaller): Promise<void> {
  if (!(await isQualified(ctx.db, caller.supplierId))) throw questionRefusal(403, 'notQualifiedSupplier');
}

/** A source by id or number, or 404. */
export async function sourceOr404(ctx: AppContext, idOrNum: string | undefined): Promise<SourceRow> {
  const row = idOrNum ? await findSource(ctx.db, idOrNum) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function isSignedUp(ctx: AppContext, sourceId: string, supplierId: string): Promise<boolean> {
  const row = await questionsDb(ctx.db).selectFrom('source_signup').select('source_id').where('source_id', '=', sourceId).where('supplier_id', '=', supplierId).limit(1).executeTakeFirst();
  return !!row;
}

export async function requireSignedUp(ctx: AppContext, source: SourceRow, caller: SupplierCaller): Promise<void> {
  if (!(await isSignedUp(ctx, source.source_id, caller.supplierId))) throw questionRefusal(403, 'notSignedUp');
}

/** The source's query deadline; its end time where the buyer set none; null when it has neither. */
export function queryDeadline(source: Pick<SourceRow, 'query_deadline' | 'quotation_date'>): Date | null {
  const at = source.query_deadline ?? source.quotation_date;
  return at ? new Date(at) : null;
}

/** Queries are taken until the query deadline, by the server's clock. */
export function requireBeforeQueryDeadline(source: SourceRow, now: Date): void {
  const deadline = queryDeadline(source);
  if (deadline && deadline.getTime() <= now.getTime()) throw questionRefusal(409, 'queryDeadlinePassed', { deadline: deadline.toISOString() });
}

/** The source's bid packages, to check the packages a query names. */
export async function sourcePackageNames(ctx: AppContext, sourceId: string): Promise<string[]> {
  const rows = await questionsDb(ctx.db).selectFrom('source_line').select('bid_package').distinct().where('source_id', '=', sourceId).where('bid_package', 'is not', null).execute();
  return rows.map((r) => r.bid_package!);
}

export async function requireKnownPackages(ctx: AppContext, sourceId: string, packages: string[]): Promise<void> {
  if (!packages.length) return;
  const known = new Set(await sourcePackageNames(ctx, sourceId));
  const unknown = packages.find((p) => !known.has(p));
  if (unknown !== undefined) throw questionRefusal(400, 'unknownPackage', { package: unknown });
}

/** Trimmed, without repeats, in the order given. */
export const cleanPackages = (packages: string[] | undefined): string[] => [...new Set((packages ?? []).map((p) => p.trim()).filter(Boolean))];
