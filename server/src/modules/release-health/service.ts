// Release health (issue 38): counts per (app, version) of the loads and errors browsers report.
// Only versions the registry knows are counted, so a forged beacon cannot make rows of its own:
// at most LOAD_BUCKETS_MS.length load rows and MAX_FINGERPRINTS error rows per released version,
// and rows untouched for RETENTION_DAYS are deleted. The route is checked but not kept: counts are
// per version, and a route may carry ids. Messages are scrubbed again here (the page scrubs first).
import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { readState } from '../../platform/registry';
import { ReleaseError, abortCanary, listRemotes } from '../../platform/releases';

export const LOAD_BUCKETS_MS = [100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 8000, 15000, 30000, Number.POSITIVE_INFINITY];
export const MAX_FINGERPRINTS = 50;
export const RETENTION_DAYS = 30;
/** Error fingerprints past the cap are counted under this one. */
export const OTHER_FINGERPRINT = 'other';

interface LoadTable {
  app: string;
  version: string;
  bucket: number;
  count: number;
  last_at: Date;
}
interface ErrorTable {
  app: string;
  version: string;
  fingerprint: string;
  message: string;
  count: number;
  last_at: Date;
}
type HealthDb = Kysely<Database & { release_health_load: LoadTable; release_health_error: ErrorTable }>;
const healthDb = (db: Db): HealthDb => db.withTables<{ release_health_load: LoadTable; release_health_error: ErrorTable }>();

export type Beacon =
  | { kind: 'load'; app: string; version: string; route: string; loadMs: number; browser: string }
  | { kind: 'error'; app: string; version: string; route: string; message: string; fingerprint: string; browser: string };

/** No e-mail address, phone, id number or long number leaves the page or stays here. */
export function scrubMessage(message: string): string {
  return message
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\d{4,}/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

export const bucketOf = (ms: number) => LOAD_BUCKETS_MS.findIndex((limit) => ms <= limit);

/** Whether the registry knows this version of this app (a live, previous or older release). */
export function knownVersion(dataDir: string, app: string, version: string): boolean {
  return listRemotes({ dataDir }).some((r) => r.remote === app && r.versions.some((v) => v.version === version));
}

export async function record(ctx: AppContext, beacon: Beacon): Promise<boolean> {
  if (!knownVersion(ctx.config.dataDir, beacon.app, beacon.version)) return false;
  const db = healthDb(ctx.db);
  const now = ctx.clock.now();
  if (beacon.kind === 'load') {
    await db
      .insertInto('release_health_load')
      .values({ app: beacon.app, version: beacon.version, bucket: bucketOf(beacon.loadMs), count: 1, last_at: now })
      .onConflict((oc) => oc.columns(['app', 'version', 'bucket']).doUpdateSet({ count: sql`release_health_load.count + 1`, last_at: now }))
      .execute();
  } else {
    const known = await db.selectFrom('release_health_error').select(['fingerprint']).where('app', '=', beacon.app).where('version', '=', beacon.version).execute();
    const full = known.length >= MAX_FINGERPRINTS && !known.some((k) => k.fingerprint === beacon.fingerprint);
    await db
      .insertInto('release_health_error')
      .values({ app: beacon.app, version: beacon.version, fingerprint: full ? OTHER_FINGERPRINT : beacon.fingerprint, message: full ? '(other errors)' : scrubMessage(beacon.message), count: 1, last_at: now })
      .onConflict((oc) => oc.columns(['app', 'version', 'fingerprint']).doUpdateSet({ count: sql`release_health_error.count + 1`, last_at: now }))
      .execute();
  }
  // Old rows go now and then rather than in a job of their own.
  if (Math.random() < 0.02) await purgeOld(ctx.db, now);
  await checkCanary(ctx, beacon.app);
  return true;
}

/**
 * Aborts the app's canary, audited, once it has the configured number of loads and its error rate
 * exceeds the stable version's by the configured margin. Answers the abort's reason, or null.
 */
export async function checkCanary(ctx: AppContext, app: string): Promise<string | null> {
  const state = readState(ctx.config.dataDir).remotes[app];
  const canary = state?.canary;
  if (!canary || !state.live) return null;
  const minLoads = ctx.config.canaryMinLoads ?? 20;
  const margin = ctx.config.canaryErrorMargin ?? 0.05;
  const c = await versionHealth(ctx.db, app, canary.version, 'canary');
  if (c.loads < minLoads) return null;
  const s = await versionHealth(ctx.db, app, state.live, 'live');
  const canaryRate = c.errorRate ?? 0;
  const stableRate = s.errorRate ?? 0;
  if (canaryRate <= stableRate + margin) return null;
  const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
  const reason = `automatic: error rate ${pct(canaryRate)} over ${c.loads} loads, stable ${state.live} ${pct(stableRate)} over ${s.loads} loads, margin ${pct(margin)}`;
  try {
    abortCanary({ remote: app, dataDir: ctx.config.dataDir, clock: ctx.clock, by: 'release-health', reason });
  } catch (err) {
    if (err instanceof ReleaseError) return null; // aborted meanwhile (another beacon, an operator)
    throw err;
  }
  await audit(ctx.db, ctx.clock, { actorKind: 'system', actorId: 'release-health', action: 'release.canary-abort', target: `app:${app}`, detail: { canary: canary.version, stable: state.live, canaryLoads: c.loads, canaryErrorRate: canaryRate, stableLoads: s.loads, stableErrorRate: stableRate, margin } });
  return reason;
}

export async function purgeOld(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
  await healthDb(db).deleteFrom('release_health_load').where('last_at', '<', before).execute();
  await healthDb(db).deleteFrom('release_health_error').where('last_at', '<', before).execute();
}

export interface VersionHealth {
  version: string;
  /** 'live', 'canary' (live for a share of browsers), 'aborted' (the canary just aborted) or 'previous' (live before the live one). */
  role: 'live' | 'canary' | 'aborted' | 'previous';
  loads: number;
  errors: number;
  /** Errors per load; null before the first load. */
  errorRate: number | null;
  /** The upper edge of the bucket holding the 75th percentile load, in ms; null before the first load. */
  p75LoadMs: number | null;
  topErrors: { fingerprint: string; message: string; count: number }[];
}

export interface AppHealth {
  app: string;
  versions: VersionHealth[];
}

/** The version live before the live one: the last history entry that made the live one live names it. */
export function previousVersion(history: { version: string; from?: string }[], live: string | null): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i].version === live && history[i].from) return history[i].from ?? null;
  return null;
}

export async function versionHealth(db: Db, app: string, version: string, role: VersionHealth['role']): Promise<VersionHealth> {
  const h = healthDb(db);
  const buckets = await h.selectFrom('release_health_load').select(['bucket', 'count']).where('app', '=', app).where('version', '=', version).orderBy('bucket').execute();
  const errors = await h.selectFrom('release_health_error').select(['fingerprint', 'message', 'count']).where('app', '=', app).where('version', '=', version).orderBy('count', 'desc').orderBy('fingerprint').execute();
  const loads = buckets.reduce((n, b) => n + b.count, 0);
  const errorCount = errors.reduce((n, e) => n + e.count, 0);
  let p75: number | null = null;
  if (loads) {
    let seen = 0;
    for (const b of buckets) {
      seen += b.count;
      if (seen >= 0.75 * loads) {
        p75 = LOAD_BUCKETS_MS[b.bucket];
        break;
      }
    }
  }
  return {
    version,
    role,
    loads,
    errors: errorCount,
    errorRate: loads ? errorCount / loads : null,
    p75LoadMs: p75 === Number.POSITIVE_INFINITY ? LOAD_BUCKETS_MS[LOAD_BUCKETS_MS.length - 2] : p75,
    topErrors: errors.slice(0, 5).map((e) => ({ fingerprint: e.fingerprint, message: e.message, count: e.count })),
  };
}

/** Per app: its live version and the one before it, with their counts. */
export async function releaseHealth(db: Db, dataDir: string): Promise<AppHealth[]> {
  const out: AppHealth[] = [];
  for (const r of listRemotes({ dataDir })) {
    const versions: VersionHealth[] = [];
    if (r.live) versions.push(await versionHealth(db, r.remote, r.live, 'live'));
    if (r.canary) versions.push(await versionHealth(db, r.remote, r.canary.version, 'canary'));
    // A canary just aborted stays in sight with the figures that ended it, until the next release.
    const last = r.history.at(-1);
    if (!r.canary && last?.action === 'abort') versions.push(await versionHealth(db, r.remote, last.version, 'aborted'));
    const previous = previousVersion(r.history, r.live);
    if (previous) versions.push(await versionHealth(db, r.remote, previous, 'previous'));
    out.push({ app: r.remote, versions });
  }
  return out;
}

/** The lines `pnpm remotes` prints under the releases. */
export function formatHealth(apps: AppHealth[]): string {
  const lines = ['release health (browsers\' reports):'];
  for (const a of apps) {
    for (const v of a.versions) {
      const rate = v.errorRate === null ? '—' : `${(v.errorRate * 100).toFixed(1)}%`;
      lines.push(`  ${a.app} ${v.version} (${v.role}): ${v.loads} loads, ${v.errors} errors, error rate ${rate}, p75 load ${v.p75LoadMs === null ? '—' : `≤${v.p75LoadMs} ms`}`);
      for (const e of v.topErrors) lines.push(`      ${String(e.count).padStart(5)}× [${e.fingerprint}] ${e.message}`);
    }
  }
  return lines.join('\n');
}
