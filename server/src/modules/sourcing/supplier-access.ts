// Who may take part in a source (spec 02 §4–§6): a supplier's portal user, of a supplier that is
// approved (wf_su_status WAREHOUSING, what an operator's approval writes: modules/approvals) and
// activated. Temporary registering users and other kinds of user are refused; visitors never get
// here (requireUser answers 401 first).
import type { Db } from '../../db/index';
import { forbidden } from '../../platform/errors';
import type { AuthUser } from '../session/authenticate';
import type { SourceRow } from './queries';
import { sourcingDb } from './tables';

/** The supplier state an approved registration is given (modules/approvals/queries.ts). */
export const APPROVED_SUPPLIER_STATE = 'WAREHOUSING';

export interface SupplierCaller {
  userId: string;
  userName: string;
  supplierId: string;
}

/** The caller as a supplier, or 403 for a registering user or any other kind of user. */
export function supplierCaller(user: AuthUser): SupplierCaller {
  if (user.kind !== 'portal' || !user.supplierId) throw forbidden();
  return { userId: user.userId, userName: user.userName, supplierId: user.supplierId };
}

/** The caller as a supplier when it is one; null for visitors and other users. */
export const supplierOrNull = (user: AuthUser | null | undefined): SupplierCaller | null =>
  user && user.kind === 'portal' && user.supplierId ? { userId: user.userId, userName: user.userName, supplierId: user.supplierId } : null;

export async function isQualified(db: Db, supplierId: string): Promise<boolean> {
  const row = await db.selectFrom('supplier').select(['wf_su_status', 'activated']).where('supplier_id', '=', supplierId).executeTakeFirst();
  return !!row && row.wf_su_status === APPROVED_SUPPLIER_STATE && row.activated === true;
}

export async function isInvited(db: Db, sourceId: string, supplierId: string): Promise<boolean> {
  const row = await sourcingDb(db).selectFrom('source_invitation').select('source_id').where('source_id', '=', sourceId).where('supplier_id', '=', supplierId).executeTakeFirst();
  return !!row;
}

/** The deadline of the source's current round (quotation_date is round 1's end time). */
export function roundDeadline(source: Pick<SourceRow, 'current_round' | 'quotation_date' | 'second_round_deadline'>, round: number = source.current_round): Date | null {
  const at = round === 2 ? source.second_round_deadline : source.quotation_date;
  return at ? new Date(at) : null;
}
