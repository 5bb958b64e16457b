// Numbers of queries (ZY…), clarifications (CQ…) and objections (YY…): prefix, the day (UTC, as the
// server's clock says) and a sequence of that prefix and day, e.g. ZY202611240001. Each number is one
// atomic upsert of a counter row, so two servers on one PostgreSQL never hand out the same one.
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { questionsDb } from './tables';

export type NumberPrefix = 'ZY' | 'CQ' | 'YY';

const day = (at: Date) => at.toISOString().slice(0, 10).replace(/-/g, '');

export async function nextNumber(db: Db, prefix: NumberPrefix, now: Date): Promise<string> {
  const scope = `${prefix}${day(now)}`;
  const row = await questionsDb(db)
    .insertInto('question_number_counter')
    .values({ scope, last: 1 })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ last: sql<number>`question_number_counter.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${scope}${String(row.last).padStart(4, '0')}`;
}

/** What a query number looks like (the schema's pattern). */
export const ZY_NUMBER_PATTERN = '^ZY\\d{12,16}$';

/**
 * zycq/getZyNum: a number kept for this supplier until one of its queries takes it. Asking again
 * before that gives the same number, so the call cannot be used to run the counter up.
 */
export async function reserveQueryNumber(db: Db, supplierId: string, now: Date): Promise<string> {
  const qdb = questionsDb(db);
  const held = await qdb.selectFrom('zycq_number_reservation').select('zycq_num').where('supplier_id', '=', supplierId).orderBy('reserved_at').orderBy('zycq_num').limit(1).executeTakeFirst();
  if (held) return held.zycq_num;
  const num = await nextNumber(db, 'ZY', now);
  await qdb.insertInto('zycq_number_reservation').values({ zycq_num: num, supplier_id: supplierId, reserved_at: now }).execute();
  return num;
}

/** Takes the supplier's reserved number for a new query; false when it is not this supplier's. */
export async function takeReservedNumber(db: Db, supplierId: string, num: string): Promise<boolean> {
  const res = await questionsDb(db).deleteFrom('zycq_number_reservation').where('zycq_num', '=', num).where('supplier_id', '=', supplierId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
