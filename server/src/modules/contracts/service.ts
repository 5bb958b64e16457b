import type { AppContext } from '../../platform/context';
import type { Paging } from '../../platform/paging';
import { pageContracts } from './queries';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function listContracts(ctx: AppContext, supplierId: string, paging: Paging, filter: { contractNum?: string; contractName?: string }) {
  const { rows, ...counted } = await pageContracts(ctx.db, supplierId, { ...filter, offset: paging.offset, limit: paging.size });
  return {
    records: rows.map((r) => ({
      contractId: r.contract_id,
      contractNum: r.contract_num,
      contractName: r.contract_name,
      status: r.status,
      supplierId: r.supplier_id,
      partyAName: r.party_a_name,
      partyBName: r.party_b_name,
      // A string keeps the exact decimal; the client formats it.
      signedAmount: String(r.signed_amount),
      currency: r.currency,
      signDate: iso(r.sign_date),
      predictedArrival: iso(r.predicted_arrival),
    })),
    ...counted,
  };
}
