// getCode (spec 02 §7: codeType, fieldName): numbers a screen shows before the call that uses them,
// such as a change request's change number. Each type says which field it fills and who may be
// issued one; a number is issued to one user and used once, by the call it numbers. Numbers run
// per business day (China time, as the screens show dates); an issued number that is never used
// leaves a gap, as a torn-off ticket does.
import { sql } from 'kysely';
import { toChinaTime } from '@portal/shared/core';
import type { Db } from '../../db/index';
import type { AppContext } from '../../platform/context';
import { forbidden, invalid } from '../../platform/errors';
import { hit } from '../../platform/rate-limit';
import type { Clock } from '../../platform/clock';
import type { AuthUser } from '../session/authenticate';
import { changesOfDay } from '../supplier-changes/queries';

interface CodeType {
  fieldName: string;
  prefix: string;
  mayIssue(user: AuthUser): boolean;
  /** How many numbers of the day exist without having been issued here (older data). */
  floor(db: Db, prefix: string): Promise<number>;
}

export const CODE_TYPES = {
  SUPPLIER_CHANGE: { fieldName: 'changeNum', prefix: 'BG', mayIssue: (u) => u.kind === 'portal' && !!u.supplierId, floor: changesOfDay },
} satisfies Record<string, CodeType>;

export type CodeTypeName = keyof typeof CODE_TYPES;

/** Numbers asked for, per user and minute: each one is a row, so asking is not free. */
const ISSUE_LIMIT = { max: 30, windowMs: 60_000 };

const businessDay = (at: Date) => toChinaTime(at, 'yyyyMMdd');

/** The next number of a type, issued to `userId` (already used when the caller uses it at once). */
export async function issueCode(db: Db, clock: Clock, type: CodeTypeName, userId: string, opts: { used?: boolean } = {}): Promise<string> {
  const def: CodeType = CODE_TYPES[type];
  const now = clock.now();
  const day = businessDay(now);
  const prefix = `${def.prefix}${day}`;
  const floor = await def.floor(db, prefix);
  // One statement: two callers at once get two numbers.
  const { rows } = await sql<{ last: number }>`
    insert into code_sequence (code_type, day, last) values (${type}, ${day}, ${floor + 1})
    on conflict (code_type, day) do update set last = greatest(code_sequence.last + 1, ${floor + 1})
    returning last`.execute(db);
  const code = `${prefix}${String(rows[0].last).padStart(4, '0')}`;
  await sql`insert into issued_code (code, code_type, user_id, issued_at, used_at) values (${code}, ${type}, ${userId}, ${now}, ${opts.used ? now : null})`.execute(db);
  return code;
}

/** Uses up a number issued to `userId`; false when it is not theirs, of another type, or used. */
export async function useCode(db: Db, clock: Clock, type: CodeTypeName, userId: string, code: string): Promise<boolean> {
  const { rows } = await sql`update issued_code set used_at = ${clock.now()} where code = ${code} and code_type = ${type} and user_id = ${userId} and used_at is null returning code`.execute(db);
  return rows.length === 1;
}

export async function getCode(ctx: AppContext, user: AuthUser, codeType: string, fieldName: string): Promise<{ codeType: string; fieldName: string; code: string }> {
  const def = Object.hasOwn(CODE_TYPES, codeType) ? (CODE_TYPES[codeType as CodeTypeName] as CodeType) : undefined;
  if (!def || def.fieldName !== fieldName) throw invalid('codeTypeUnknown', { codeType, fieldName });
  if (!def.mayIssue(user)) throw forbidden();
  await hit(ctx.db, ctx.clock, { bucket: `getCode:${user.userId}`, ...ISSUE_LIMIT });
  return { codeType, fieldName, code: await issueCode(ctx.db, ctx.clock, codeType as CodeTypeName, user.userId) };
}
