// Sliding-window rate limits kept in the database, so every server instance on one database
// agrees. A bucket may take `max` hits in ANY span of `windowMs`: the row holds the times of the
// hits still inside the window, and one INSERT … ON CONFLICT DO UPDATE … WHERE both decides and
// records (the conflicting row is locked, and the WHERE is evaluated on its newest version), so
// parallel requests cannot pass together. Time comes from the injected clock, so tests cross a
// window's edge without sleeping.
//
// Why not rate-limiter-flexible: its PostgreSQL store counts a fixed window from the first hit
// (the edge problem again, only moved) and reads Date.now(), which tests cannot move; and it has
// no PGlite client. The statement below is the whole algorithm.
import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { Clock } from './clock';
import { tooManyRequests } from './errors';

export interface Limit {
  /** What is counted, e.g. 'login:<ip>:<user>'. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** Rows untouched for this long are deleted now and then: no limit here spans more than a day. */
const KEEP_MS = 25 * 3600 * 1000;

/** Counts one hit, or throws 429 (and counts the refusal) when the window is full. */
export async function hit(db: Db, clock: Clock, limit: Limit): Promise<void> {
  if (!(await take(db, clock, limit))) throw tooManyRequests();
}

/** Counts one hit and says whether it was allowed; a refused hit is counted as a refusal only. */
export async function take(db: Db, clock: Clock, limit: Limit): Promise<boolean> {
  const now = clock.now().getTime();
  const since = now - limit.windowMs;
  const inWindow = sql`(select count(*) from unnest(rate_limit_bucket.hits) as h where h > ${since})`;
  const allowed = await db
    .insertInto('rate_limit_bucket')
    .values({ bucket: limit.bucket, hits: sql`array[${now}::bigint]`, refused: 0, last_hit: now })
    .onConflict((oc) =>
      oc
        .column('bucket')
        .doUpdateSet({
          hits: sql`array(select h from unnest(rate_limit_bucket.hits) as h where h > ${since} order by h) || ${now}::bigint`,
          last_hit: now,
        })
        .where(inWindow, '<', limit.max),
    )
    .returning('bucket')
    .executeTakeFirst();
  if (allowed) {
    // Old rows are useless; clear them now and then rather than in a separate job.
    if (Math.random() < 0.01) await db.deleteFrom('rate_limit_bucket').where('last_hit', '<', String(now - KEEP_MS)).execute();
    return true;
  }
  await db.updateTable('rate_limit_bucket').set({ refused: sql`refused + 1` }).where('bucket', '=', limit.bucket).execute();
  return false;
}

/** How many hits a bucket refused (for tests and operators). */
export async function refusals(db: Db, bucket: string): Promise<number> {
  const row = await db.selectFrom('rate_limit_bucket').select('refused').where('bucket', '=', bucket).executeTakeFirst();
  return row?.refused ?? 0;
}
