import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { SourceTable } from '../../db/schema';
import { likePattern, titleContains } from '../notices/queries';
import { boundedTotal } from '../../platform/pager';
import { publicDb } from '../files/tables';
import { sourcingDb } from './tables';
import { toQuoteSql } from './to-quote';

export type SourceRow = Selectable<SourceTable>;

/** The lists of a logged-in supplier (issue 14): tabs of the quotation screen and its reply filters. */
/** 'all': every source the supplier may see (where it finds one to sign up to); the others filter. */
export type SupplierTab = 'all' | 'toQuote' | 'ended' | 'registered';
export type SupplierFilter = 'all' | 'expired' | 'notEnded' | 'toReply' | 'replied';

export interface SupplierView {
  supplierId: string;
  /** An approved supplier: one that is not has nothing to quote. */
  qualified: boolean;
  tab?: SupplierTab;
  filter?: SupplierFilter;
}

/** The deadline of the source's current round: quotation_date, or second_round_deadline in round 2. */
export const roundDeadlineSql = sql<Date | null>`(case when source.current_round = 2 then source.second_round_deadline else source.quotation_date end)`;
const invitedSql = (supplierId: string) => sql<boolean>`exists (select 1 from source_invitation i where i.source_id = source.source_id and i.supplier_id = ${supplierId})`;
const signedUpSql = (supplierId: string) => sql<boolean>`exists (select 1 from source_signup u where u.source_id = source.source_id and u.supplier_id = ${supplierId})`;
const sentSql = (supplierId: string) =>
  sql<boolean>`exists (select 1 from quotation q where q.source_id = source.source_id and q.supplier_id = ${supplierId} and q.round = source.current_round and q.status = 'sent')`;

export interface SourceFilter {
  sourceType: 'XJ' | 'CS' | 'ZB';
  sourceNum?: string;
  sourceName?: string;
  status?: string;
  methods?: string[];
  openState?: 'quoting' | 'expired';
  /** A logged-in supplier: invitation-only sources it was not invited to are left out. */
  supplier?: SupplierView;
  now: Date;
  offset: number;
  limit: number;
}

export async function pageSources(db: Db, f: SourceFilter) {
  let base = db.selectFrom('source').where('source_type', '=', f.sourceType);
  if (f.sourceNum) base = base.where('source_num', 'ilike', likePattern(f.sourceNum));
  if (f.sourceName) {
    const p = likePattern(f.sourceName);
    base = base.where((eb) => eb.or([eb('source_title', 'ilike', p), eb('source_title_en', 'ilike', p)]));
  }
  if (f.status) base = base.where('status', '=', f.status);
  if (f.methods?.length) base = base.where('source_method', 'in', f.methods);
  if (f.openState === 'quoting') base = base.where('quotation_date', '>', f.now);
  if (f.openState === 'expired') base = base.where('quotation_date', '<=', f.now);
  if (f.supplier) {
    const { supplierId, tab, filter, qualified } = f.supplier;
    base = base.where((eb) => eb.or([eb('invitation_only', '=', false), invitedSql(supplierId)]));
    // The same rule as the supplier centre's to-do count (to-quote.ts).
    if (tab === 'toQuote') base = base.where(toQuoteSql(supplierId, f.now, qualified));
    if (tab === 'ended') base = base.where(sql<boolean>`${roundDeadlineSql} <= ${f.now}`);
    if (tab === 'registered') base = base.where(signedUpSql(supplierId));
    if (filter === 'expired') base = base.where(sql<boolean>`${roundDeadlineSql} <= ${f.now}`);
    if (filter === 'notEnded') base = base.where(sql<boolean>`${roundDeadlineSql} > ${f.now}`);
    if (filter === 'toReply') base = base.where(signedUpSql(supplierId)).where(sql<boolean>`not ${sentSql(supplierId)}`);
    if (filter === 'replied') base = base.where(sentSql(supplierId));
  }
  const [rows, counted] = await Promise.all([
    base
      .selectAll()
      .orderBy('publish_date', (ob) => ob.desc().nullsLast())
      .orderBy('source_id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

/** Notices about sources (inquiry change, inquiry result, sale result) searched by number and title. */
export async function pageSourceNotices(db: Db, f: { tabs: string[]; sourceNum?: string; sourceName?: string; offset: number; limit: number }) {
  let base = db.selectFrom('notice').where('tab', 'in', f.tabs);
  if (f.sourceNum) base = base.where('source_num', 'ilike', likePattern(f.sourceNum));
  if (f.sourceName) base = base.where(titleContains(f.sourceName));
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('notice_send_time', (ob) => ob.desc().nullsLast()).orderBy('info_id', 'desc').offset(f.offset).limit(f.limit).execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}

export function findSource(db: Db, sourceId: string) {
  // Notices know their source by number, so the detail accepts either the id or the number.
  return db
    .selectFrom('source')
    .selectAll()
    .where((eb) => eb.or([eb('source_id', '=', sourceId), eb('source_num', '=', sourceId)]))
    .executeTakeFirst();
}

/** What the supplier did on these sources: sign-ups, invitations and its quotations of every round. */
export async function supplierMarks(db: Db, supplierId: string, sourceIds: string[]) {
  if (!sourceIds.length) return { signups: [], invitations: [], quotations: [] };
  const sdb = sourcingDb(db);
  const [signups, invitations, quotations] = await Promise.all([
    sdb.selectFrom('source_signup').select(['source_id', 'bid_package']).where('supplier_id', '=', supplierId).where('source_id', 'in', sourceIds).orderBy('bid_package').execute(),
    sdb.selectFrom('source_invitation').select('source_id').where('supplier_id', '=', supplierId).where('source_id', 'in', sourceIds).execute(),
    sdb.selectFrom('quotation').select(['quotation_id', 'source_id', 'round', 'status', 'sent_at']).where('supplier_id', '=', supplierId).where('source_id', 'in', sourceIds).execute(),
  ]);
  return { signups, invitations, quotations };
}

export const sourceLines = (db: Db, sourceId: string) => sourcingDb(db).selectFrom('source_line').selectAll().where('source_id', '=', sourceId).orderBy('line_no').execute();
export const sourceTerms = (db: Db, sourceId: string) => sourcingDb(db).selectFrom('source_term').selectAll().where('source_id', '=', sourceId).orderBy('term_no').execute();

/** The source's bid packages in the order of their first line, with how many lines each holds. */
export async function sourcePackages(db: Db, sourceId: string): Promise<{ name: string; lineCount: number }[]> {
  const rows = await sourcingDb(db)
    .selectFrom('source_line')
    .select((eb) => ['bid_package', eb.fn.countAll<string>().as('n'), eb.fn.min('line_no').as('first')])
    .where('source_id', '=', sourceId)
    .where('bid_package', 'is not', null)
    .groupBy('bid_package')
    .orderBy('first')
    .execute();
  return rows.map((r) => ({ name: r.bid_package!, lineCount: Number(r.n) }));
}

/** The public purchase files of a source (filed as 'purchase', no owner). */
export function purchaseFiles(db: Db, sourceId: string) {
  return publicDb(db)
    .selectFrom('attachment')
    .select(['file_id', 'file_name', 'file_size', 'upload_time'])
    .where('business_id', '=', sourceId)
    .where('business_type', '=', 'purchase')
    .where('owner_kind', 'is', null)
    .orderBy('upload_time', 'asc')
    .orderBy('file_id', 'asc')
    .limit(99)
    .execute();
}
