// Fixed-window rate limits counted in the database (one upsert per hit), shared by every server
// instance. Enough to stop password guessing and code flooding; not a DDoS shield.
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

export async function hit(db: Db, clock: Clock, limit: Limit): Promise<void> {
  const now = clock.now().getTime();
  const windowStart = new Date(now - (now % limit.windowMs));
  const row = await db
    .insertInto('rate_limit')
    .values({ bucket: limit.bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > limit.max) throw tooManyRequests();
  // Old windows are useless; clear them now and then rather than in a separate job.
  if (row.hits === 1 && Math.random() < 0.02) {
    await db.deleteFrom('rate_limit').where('window_start', '<', new Date(now - 24 * 3600 * 1000)).execute();
  }
}
