// A registration whose credit code or company name is already a supplier's, or another pending
// registration's, is flagged to the operator (issue 35): the same company registering twice, or a
// name taken by another, is for a person to judge, so it is told, not refused.
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { approvalsDb } from './tables';

export interface Duplicate {
  /** An approved supplier, or another registration waiting for approval. */
  kind: 'supplier' | 'registration';
  /** The supplier's id, or the registration's account id. */
  id: string;
  supplierNum: string | null;
  supplierName: string | null;
  creditCode: string | null;
  matchedOn: ('creditCode' | 'name')[];
}

export interface Identity {
  userId: string;
  creditCode: string | null;
  names: string[];
}

const norm = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '');

/** The identity the duplicates are looked up by: the code and both names, compared without case. */
export function identityOf(userId: string, info: Record<string, unknown> | null | undefined): Identity {
  const code = norm(info?.creditCode);
  return { userId, creditCode: code || null, names: [norm(info?.supplierName), norm(info?.supplierNameEn)].filter(Boolean) };
}

const DUPLICATES_MAX = 10;

export async function findDuplicates(db: Db, who: Identity): Promise<Duplicate[]> {
  if (!who.creditCode && who.names.length === 0) return [];
  const code = who.creditCode ?? '';
  // An empty list would make `in ()` invalid SQL; '' never matches a trimmed, non-empty name.
  const names = who.names.length ? who.names : [''];
  const nameList = sql.join(names.map((n) => sql`${n}`));
  const suppliers = await approvalsDb(db)
    .selectFrom('supplier as s')
    .leftJoin('supplier_profile as p', 'p.supplier_id', 's.supplier_id')
    .select([
      's.supplier_id as id',
      's.supplier_num as supplierNum',
      's.supplier_name as supplierName',
      sql<string | null>`p.supplier_info->>'creditCode'`.as('creditCode'),
      sql<boolean>`lower(trim(coalesce(p.supplier_info->>'creditCode', ''))) = ${code}`.as('sameCode'),
      sql<boolean>`(lower(trim(s.supplier_name)) in (${nameList}) or lower(trim(coalesce(s.supplier_name_en, ''))) in (${nameList}))`.as('sameName'),
    ])
    .where(({ or, eb }) =>
      or([
        ...(code ? [eb(sql`lower(trim(coalesce(p.supplier_info->>'creditCode', '')))`, '=', code)] : []),
        eb(sql`lower(trim(s.supplier_name))`, 'in', sql`(${nameList})`),
        eb(sql`lower(trim(coalesce(s.supplier_name_en, '')))`, 'in', sql`(${nameList})`),
      ]),
    )
    .orderBy('s.supplier_num')
    .limit(DUPLICATES_MAX)
    .execute();
  const registrations = await db
    .selectFrom('supplier_registration as r')
    .select([
      'r.user_id as id',
      sql<string | null>`r.supplier_info->>'supplierName'`.as('supplierName'),
      sql<string | null>`r.supplier_info->>'creditCode'`.as('creditCode'),
      sql<boolean>`lower(trim(coalesce(r.supplier_info->>'creditCode', ''))) = ${code}`.as('sameCode'),
      sql<boolean>`(lower(trim(coalesce(r.supplier_info->>'supplierName', ''))) in (${nameList}) or lower(trim(coalesce(r.supplier_info->>'supplierNameEn', ''))) in (${nameList}))`.as('sameName'),
    ])
    .where('r.status', '=', 'submitted')
    .where('r.user_id', '<>', who.userId)
    .where(({ or, eb }) =>
      or([
        ...(code ? [eb(sql`lower(trim(coalesce(r.supplier_info->>'creditCode', '')))`, '=', code)] : []),
        eb(sql`lower(trim(coalesce(r.supplier_info->>'supplierName', '')))`, 'in', sql`(${nameList})`),
        eb(sql`lower(trim(coalesce(r.supplier_info->>'supplierNameEn', '')))`, 'in', sql`(${nameList})`),
      ]),
    )
    .orderBy('r.submitted_at')
    .limit(DUPLICATES_MAX)
    .execute();
  const matched = (r: { sameCode: unknown; sameName: unknown }) =>
    [...(truthy(r.sameCode) && code ? (['creditCode'] as const) : []), ...(truthy(r.sameName) ? (['name'] as const) : [])];
  return [
    ...suppliers.map((r) => ({ kind: 'supplier' as const, id: r.id, supplierNum: r.supplierNum, supplierName: r.supplierName, creditCode: r.creditCode, matchedOn: matched(r) })),
    ...registrations.map((r) => ({ kind: 'registration' as const, id: r.id, supplierNum: null, supplierName: r.supplierName, creditCode: r.creditCode, matchedOn: matched(r) })),
  ];
}

// PGlite and node-postgres both answer booleans; 't' is kept for a driver that answers text.
const truthy = (v: unknown) => v === true || v === 't';
