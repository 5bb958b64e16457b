import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { likePattern } from '../notices/queries';
import { boundedTotal } from '../../platform/pager';
import { centreDb } from '../supplier-centre/tables';

export interface ContractFilter {
  contractNum?: string;
  contractName?: string;
  status?: string;
  contractType?: string;
  partyAName?: string;
  sourceNum?: string;
  signDateFrom?: Date;
  /** Exclusive: the day after the last day asked for. */
  signDateBefore?: Date;
}

/** Every column of a contract, with the source's number when it came from an awarded source. */
export const contractColumns = (db: Db) =>
  centreDb(db)
    .selectFrom('contract')
    .leftJoin('source', 'source.source_id', 'contract.source_id')
    .selectAll('contract')
    .select(['source.source_num', 'source.source_title']);

export async function pageContracts(db: Db, supplierId: string, f: ContractFilter & { offset: number; limit: number }) {
  let base = centreDb(db).selectFrom('contract').leftJoin('source', 'source.source_id', 'contract.source_id').where('contract.supplier_id', '=', supplierId);
  if (f.contractNum) base = base.where('contract.contract_num', 'ilike', likePattern(f.contractNum));
  if (f.contractName) base = base.where('contract.contract_name', 'ilike', likePattern(f.contractName));
  if (f.status) base = base.where('contract.status', '=', f.status);
  if (f.contractType) base = base.where('contract.contract_type', '=', f.contractType);
  if (f.partyAName) base = base.where('contract.party_a_name', 'ilike', likePattern(f.partyAName));
  if (f.sourceNum) base = base.where('source.source_num', 'ilike', likePattern(f.sourceNum));
  if (f.signDateFrom) base = base.where('contract.sign_date', '>=', f.signDateFrom);
  if (f.signDateBefore) base = base.where('contract.sign_date', '<', f.signDateBefore);
  const [rows, counted] = await Promise.all([
    base
      .selectAll('contract')
      .select(['source.source_num', 'source.source_title'])
      .select(sql<string>`(select count(*) from delivery_note d where d.contract_id = contract.contract_id)`.as('note_count'))
      .orderBy('contract.sign_date', (ob) => ob.desc().nullsLast())
      .orderBy('contract.contract_id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    boundedTotal(db, base),
  ]);
  return { rows, ...counted };
}
