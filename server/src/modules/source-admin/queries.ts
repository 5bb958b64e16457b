// What the buyer's sourcing service asks of the database. Quotations are read without their sealed
// column: nothing here can return a price (those pass through quotation/sealing.ts only).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/index';
import { boundedTotal } from '../../platform/pager';
import { likePattern } from '../notices/queries';
import { sourceAdminDb } from './tables';

/** `closed`: past its deadline with no opening time (sources from before issue 14): it never opens. */
export type Phase = 'quoting' | 'awaitingOpening' | 'openable' | 'opened' | 'awarded' | 'closed';

/** The current round's deadline: the end time in round 1, the second-round deadline in round 2. */
const deadline = sql<Date>`(case when source.current_round = 2 then source.second_round_deadline else source.quotation_date end)`;

function phaseCondition(phase: Phase, now: Date): Expression<SqlBool> {
  switch (phase) {
    case 'awarded':
      return sql<SqlBool>`source.awarded_at is not null`;
    case 'quoting':
      return sql<SqlBool>`source.awarded_at is null and ${deadline} > ${now}`;
    case 'awaitingOpening':
      return sql<SqlBool>`source.awarded_at is null and source.opened_at is null and ${deadline} <= ${now} and source.opening_time > ${now}`;
    case 'openable':
      return sql<SqlBool>`source.awarded_at is null and source.opened_at is null and source.opening_time <= ${now}`;
    case 'opened':
      return sql<SqlBool>`source.awarded_at is null and source.opened_at is not null`;
    case 'closed':
      return sql<SqlBool>`source.awarded_at is null and source.opened_at is null and ${deadline} <= ${now} and source.opening_time is null`;
  }
}

export interface SourceListFilter {
  sourceType?: 'XJ' | 'CS' | 'ZB';
  phase?: Phase;
  keyword?: string;
  now: Date;
  offset: number;
  limit: number;
}

export async function pageAdminSources(db: Db, f: SourceListFilter) {
  let base = db.selectFrom('source');
  if (f.sourceType) base = base.where('source_type', '=', f.sourceType);
  if (f.phase) base = base.where(phaseCondition(f.phase, f.now));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    base = base.where((eb) => eb.or([eb('source_num', 'ilike', p), eb('source_title', 'ilike', p), eb('source_title_en', 'ilike', p)]));
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

/** Per source: how many suppliers signed up, and how many quotations of its current round are sent. */
export async function countsOf(db: Db, sourceIds: string[]) {
  if (!sourceIds.length) return new Map<string, { signUps: number; sent: number }>();
  const sdb = sourceAdminDb(db);
  const [signUps, sent] = await Promise.all([
    sdb
      .selectFrom('source_signup')
      .select(['source_id', sql<string>`count(distinct supplier_id)`.as('n')])
      .where('source_id', 'in', sourceIds)
      .groupBy('source_id')
      .execute(),
    sdb
      .selectFrom('quotation')
      .innerJoin('source', 'source.source_id', 'quotation.source_id')
      .select(['quotation.source_id', sql<string>`count(*)`.as('n')])
      .where('quotation.source_id', 'in', sourceIds)
      .where('quotation.status', '=', 'sent')
      .whereRef('quotation.round', '=', 'source.current_round')
      .groupBy('quotation.source_id')
      .execute(),
  ]);
  const out = new Map<string, { signUps: number; sent: number }>(sourceIds.map((id) => [id, { signUps: 0, sent: 0 }]));
  for (const r of signUps) out.get(r.source_id)!.signUps = Number(r.n);
  for (const r of sent) out.get(r.source_id)!.sent = Number(r.n);
  return out;
}

export function findSourceRow(db: Db, sourceId: string) {
  return db
    .selectFrom('source')
    .selectAll()
    .where((eb) => eb.or([eb('source_id', '=', sourceId), eb('source_num', '=', sourceId)]))
    .executeTakeFirst();
}

/** The source's row, locked for the rest of the transaction. */
export function lockSourceRow(db: Db, sourceId: string) {
  return db.selectFrom('source').selectAll().where('source_id', '=', sourceId).forUpdate().executeTakeFirst();
}

export async function sourceParts(db: Db, sourceId: string) {
  const sdb = sourceAdminDb(db);
  const [lines, terms, invitations, signUps, quotations, opened, awards] = await Promise.all([
    sdb.selectFrom('source_line').selectAll().where('source_id', '=', sourceId).orderBy('line_no').execute(),
    sdb.selectFrom('source_term').selectAll().where('source_id', '=', sourceId).orderBy('term_no').execute(),
    sdb
      .selectFrom('source_invitation')
      .innerJoin('supplier', 'supplier.supplier_id', 'source_invitation.supplier_id')
      .select(['source_invitation.supplier_id', 'source_invitation.invited_at', 'supplier.supplier_name', 'supplier.supplier_name_en'])
      .where('source_invitation.source_id', '=', sourceId)
      .orderBy('source_invitation.supplier_id')
      .execute(),
    sdb
      .selectFrom('source_signup')
      .innerJoin('supplier', 'supplier.supplier_id', 'source_signup.supplier_id')
      .select(['source_signup.supplier_id', 'source_signup.bid_package', 'source_signup.user_id', 'source_signup.signed_up_at', 'supplier.supplier_name', 'supplier.supplier_name_en'])
      .where('source_signup.source_id', '=', sourceId)
      .orderBy('source_signup.signed_up_at')
      .orderBy('source_signup.supplier_id')
      .execute(),
    // Never the sealed column: statuses and times only.
    sdb
      .selectFrom('quotation')
      .innerJoin('supplier', 'supplier.supplier_id', 'quotation.supplier_id')
      .select([
        'quotation.quotation_id',
        'quotation.quotation_num',
        'quotation.supplier_id',
        'quotation.round',
        'quotation.status',
        'quotation.line_count',
        'quotation.saved_at',
        'quotation.sent_at',
        'quotation.cancelled_at',
        'supplier.supplier_name',
      ])
      .where('quotation.source_id', '=', sourceId)
      .orderBy('quotation.round')
      .orderBy('quotation.quotation_num')
      .execute(),
    sdb.selectFrom('bid_opening').select(['quotation_id', 'digest']).where('source_id', '=', sourceId).execute(),
    sdb
      .selectFrom('source_award')
      .innerJoin('supplier', 'supplier.supplier_id', 'source_award.supplier_id')
      .select(['source_award.supplier_id', 'source_award.round', 'source_award.remark', 'source_award.awarded_at', 'source_award.awarded_by', 'supplier.supplier_name', 'supplier.supplier_name_en'])
      .where('source_award.source_id', '=', sourceId)
      .orderBy('source_award.supplier_id')
      .execute(),
  ]);
  return { lines, terms, invitations, signUps, quotations, opened, awards };
}

export function openingRows(db: Db, sourceId: string) {
  return sourceAdminDb(db)
    .selectFrom('bid_opening')
    .innerJoin('quotation', 'quotation.quotation_id', 'bid_opening.quotation_id')
    .select([
      'bid_opening.round',
      'bid_opening.quotation_id',
      'quotation.quotation_num',
      'bid_opening.supplier_id',
      'bid_opening.bidder',
      'bid_opening.total_with_tax',
      'bid_opening.currency',
      'bid_opening.validity_date',
      'bid_opening.arrival_days',
      'bid_opening.remark',
      'bid_opening.digest',
      'bid_opening.canonical',
      'bid_opening.opened_at',
    ])
    .where('bid_opening.source_id', '=', sourceId)
    .orderBy('bid_opening.round')
    .orderBy(sql`bid_opening.total_with_tax`)
    .orderBy('quotation.quotation_num')
    .execute();
}

/** The next number of a source type and year: XJ2026 + 4 digits, one more than the highest. */
export async function nextSourceNumber(db: Db, type: string, year: number): Promise<string> {
  const prefix = `${type}${year}`;
  const row = await db
    .selectFrom('source')
    .select('source_num')
    .where('source_num', 'like', `${prefix}%`)
    .where(sql<SqlBool>`substr(source_num, ${prefix.length + 1}) ~ '^[0-9]+$'`)
    .orderBy(sql`length(source_num)`, 'desc')
    .orderBy('source_num', 'desc')
    .limit(1)
    .executeTakeFirst();
  const last = row ? Number(row.source_num.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}
