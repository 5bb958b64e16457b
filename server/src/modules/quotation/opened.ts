// After the bids open (issue 14, spec 02 §3 "Bid opening summary"): the summary of a source to the
// suppliers that sent a quotation there, with each quotation's canonical text and digest so every
// bidder can check its receipt; and a supplier's history of opened sources. Before the opening
// time nothing is there: 404, exactly as for a source the caller never quoted in.
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { notFound } from '../../platform/errors';
import { boundedTotal } from '../../platform/pager';
import type { Paging } from '../../platform/paging';
import { findSource } from '../sourcing/queries';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { sourcingDb } from '../sourcing/tables';
import { openBids } from './opening';
import { bidsOpen } from './sealing';

export async function openBidList(ctx: AppContext, caller: SupplierCaller, sourceIdOrNum: string, lang: Language) {
  const source = await findSource(ctx.db, sourceIdOrNum);
  if (!source) throw notFound();
  const sdb = sourcingDb(ctx.db);
  const bidder = await sdb.selectFrom('quotation').select('quotation_id').where('source_id', '=', source.source_id).where('supplier_id', '=', caller.supplierId).where('status', '=', 'sent').executeTakeFirst();
  if (!bidder) throw notFound();
  if (await bidsOpen(ctx.db, ctx.clock, source.source_id)) {
    // Opened lazily: the first reader after the opening time writes the summary of the current round.
    const written = await sdb.selectFrom('bid_opening').select('quotation_id').where('source_id', '=', source.source_id).where('round', '=', source.current_round).executeTakeFirst();
    if (!written) await openBids(ctx, source.source_id, { kind: 'portal', id: caller.userId }, lang);
  }
  const rows = await sdb.selectFrom('bid_opening').innerJoin('quotation', 'quotation.quotation_id', 'bid_opening.quotation_id').selectAll('bid_opening').select('quotation.quotation_num').where('bid_opening.source_id', '=', source.source_id).orderBy('bid_opening.round').orderBy('bid_opening.total_with_tax').orderBy('bid_opening.bidder').execute();
  if (!rows.length) throw notFound();
  return rows.map((r) => ({
    bidder: r.bidder,
    totalWithTax: String(r.total_with_tax),
    currency: r.currency,
    validityDate: r.validity_date,
    arrivalDays: r.arrival_days,
    remark: r.remark,
    round: r.round,
    quotationNum: r.quotation_num,
    /** true on the caller's own row. */
    mine: r.supplier_id === caller.supplierId,
    digest: r.digest,
    canonical: r.canonical,
    openedAt: new Date(r.opened_at).toISOString(),
  }));
}

/** getsuOpendHistory: the caller's quotations whose bids were opened, newest first. */
export async function openedHistory(ctx: AppContext, caller: SupplierCaller, paging: Paging) {
  const base = sourcingDb(ctx.db).selectFrom('bid_opening').innerJoin('source', 'source.source_id', 'bid_opening.source_id').where('bid_opening.supplier_id', '=', caller.supplierId);
  const [rows, counted] = await Promise.all([
    base
      .select([
        'bid_opening.source_id',
        'bid_opening.round',
        'bid_opening.total_with_tax',
        'bid_opening.currency',
        'bid_opening.opened_at',
        'bid_opening.quotation_id',
        'source.source_num',
        'source.source_title',
        'source.source_title_en',
        'source.source_type',
        'source.quotation_kind',
      ])
      .orderBy('bid_opening.opened_at', 'desc')
      .orderBy('bid_opening.source_id', 'desc')
      .orderBy('bid_opening.round', 'desc')
      .offset(paging.offset)
      .limit(paging.size)
      .execute(),
    boundedTotal(ctx.db, base),
  ]);
  const records = rows.map((r) => ({
    sourceId: r.source_id,
    sourceNum: r.source_num,
    sourceTitle: r.source_title,
    sourceTitleEn: r.source_title_en,
    sourceType: r.source_type,
    quotationKind: r.quotation_kind,
    round: r.round,
    quotationId: r.quotation_id,
    totalWithTax: String(r.total_with_tax),
    currency: r.currency,
    openedAt: new Date(r.opened_at).toISOString(),
  }));
  return { records, ...counted };
}
