// One truth about "to be quoted" (issue 33): the supplier centre's to-do count and the source
// lists' 待报价 tab both filter with toQuoteSql, and the round-2 offer of the to-do, the detail and
// the quotation screen comes from roundTwoFor — each the same rules as the server's own check before
// a save or send (quotation/participation.ts requireMayQuote), so nothing is offered that is refused.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index';
import type { SourceRow } from './queries';
import { sourcingDb } from './tables';

/** States in which a source takes no quotation (whatever its deadline says). */
export const CLOSED_STATES = ['DRAFT', 'AWARDED', 'CANCELLED', 'CLOSED'];

const closedList = sql.join(CLOSED_STATES.map((s) => sql`${s}`));
const deadlineSql = sql`(case when source.current_round = 2 then source.second_round_deadline else source.quotation_date end)`;

/**
 * A `source` row is to be quoted by the supplier now: it signed up to it (invited where the source
 * is invitation-only), the source takes online quotations (not sealed mail, not closed or awarded),
 * the current round's deadline is ahead, in round 2 the supplier sent in round 1, and nothing of it
 * is sent in the current round. `qualified` false (a supplier not approved) makes nothing to quote.
 */
export function toQuoteSql(supplierId: string, now: Date, qualified = true): RawBuilder<boolean> {
  if (!qualified) return sql<boolean>`false`;
  return sql<boolean>`(
    exists (select 1 from source_signup tq_u where tq_u.source_id = source.source_id and tq_u.supplier_id = ${supplierId})
    and (source.invitation_only = false or exists (select 1 from source_invitation tq_i where tq_i.source_id = source.source_id and tq_i.supplier_id = ${supplierId}))
    and source.sealed_mail = false
    and source.status not in (${closedList})
    and source.awarded_at is null
    and ${deadlineSql} > ${now}
    and (source.current_round = 1 or exists (select 1 from quotation tq_r1 where tq_r1.source_id = source.source_id and tq_r1.supplier_id = ${supplierId} and tq_r1.round = 1 and tq_r1.status = 'sent'))
    and not exists (select 1 from quotation tq_q where tq_q.source_id = source.source_id and tq_q.supplier_id = ${supplierId} and tq_q.round = source.current_round and tq_q.status = 'sent')
  )`;
}

/** Why round 2 is not offered: no second round open, or the supplier sent nothing in round 1. */
export type RoundTwoRefusal = 'secondRoundNotOpen' | 'notSentInFirstRound';

export interface RoundTwo {
  /** The server takes a round-2 quotation of this supplier now (before the other rules of a save). */
  mayQuoteRound2: boolean;
  /** When not: which rule applies (a key of the quotation messages). */
  roundTwoRefusal: RoundTwoRefusal | null;
}

/** Round 2 as the server will judge it: the source is in an open round 2 and the supplier sent in round 1. */
export function roundTwoFor(source: Pick<SourceRow, 'current_round' | 'second_round_deadline' | 'sealed_mail' | 'status' | 'awarded_at'>, sentInRoundOne: boolean, now: Date): RoundTwo {
  const open =
    source.current_round === 2 &&
    !source.sealed_mail &&
    !CLOSED_STATES.includes(source.status) &&
    !source.awarded_at &&
    !!source.second_round_deadline &&
    new Date(source.second_round_deadline).getTime() > now.getTime();
  if (!open) return { mayQuoteRound2: false, roundTwoRefusal: 'secondRoundNotOpen' };
  if (!sentInRoundOne) return { mayQuoteRound2: false, roundTwoRefusal: 'notSentInFirstRound' };
  return { mayQuoteRound2: true, roundTwoRefusal: null };
}

/** The sources (of these) in which the supplier sent a quotation in round 1. */
export async function sentRoundOne(db: Db, supplierId: string, sourceIds: string[]): Promise<Set<string>> {
  if (!sourceIds.length) return new Set();
  const rows = await sourcingDb(db)
    .selectFrom('quotation')
    .select('source_id')
    .where('supplier_id', '=', supplierId)
    .where('source_id', 'in', sourceIds)
    .where('round', '=', 1)
    .where('status', '=', 'sent')
    .execute();
  return new Set(rows.map((r) => r.source_id));
}
