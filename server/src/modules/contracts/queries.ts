import type { Db } from '../../db/index';
import { likePattern } from '../notices/queries';
import { boundedTotal } from '../../platform/pager';

export async function pageContracts(db: Db, supplierId: string, f: { contractNum?: string; contractName?: string; offset: number; limit: number }) {
  let base = db.selectFrom('contract').where('supplier_id', '=', supplierId);
  if (f.contractNum) base = base.where('contract_num', 'ilike', likePattern(f.contractNum));
  if (f.contractName) base = base.where('contract_name', 'ilike', likePattern(f.contractName));
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy('sign_date', (ob) => ob.desc().nullsLast()).orderBy('contract_id', 'desc').offset(f.offset).limit(f.limit).execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}
