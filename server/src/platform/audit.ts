// The append-only audit log (migration 0410): who did what to which thing, and when (the injected
// clock). The database drops any UPDATE or DELETE of its rows, so a record once written stays.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/index';
import type { Clock } from './clock';

export interface AuditLogTable {
  id: Generated<string>;
  actor_kind: string;
  actor_id: string;
  action: string;
  target: string;
  detail: ColumnType<Record<string, unknown>, string, never>;
  at: ColumnType<Date, Date, never>;
}

type AuditDb = Kysely<Database & { audit_log: AuditLogTable }>;
const auditDb = (db: Db): AuditDb => db.withTables<{ audit_log: AuditLogTable }>();

export interface AuditEntry {
  /** 'portal', 'temp', 'shell', 'operator', 'cli'. */
  actorKind: string;
  actorId: string;
  /** What happened, as 'area.verb' ('file.delete'). */
  action: string;
  /** The thing it happened to ('attachment:<fileId>'). */
  target: string;
  detail?: Record<string, unknown>;
}

/** Writes one entry; pass the transaction when the audited change is made in one. */
export async function audit(db: Db, clock: Clock, entry: AuditEntry): Promise<void> {
  await auditDb(db)
    .insertInto('audit_log')
    .values({ actor_kind: entry.actorKind, actor_id: entry.actorId, action: entry.action, target: entry.target, detail: JSON.stringify(entry.detail ?? {}), at: clock.now() })
    .execute();
}

/** The newest entries first, optionally of one target (operators, tests). */
export async function auditEntries(db: Db, opts: { target?: string; limit?: number } = {}) {
  let q = auditDb(db).selectFrom('audit_log').selectAll();
  if (opts.target) q = q.where('target', '=', opts.target);
  const rows = await q.orderBy('at', 'desc').orderBy('id', 'desc').limit(opts.limit ?? 100).execute();
  return rows.map((r) => ({ id: String(r.id), actorKind: r.actor_kind, actorId: r.actor_id, action: r.action, target: r.target, detail: r.detail, at: new Date(r.at).toISOString() }));
}
