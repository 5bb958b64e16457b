// Bid opening (issue 14, spec 02 §3 "Bid opening summary"). Once the source's opening time has
// passed by the server's clock, the sent quotations of the current round are unsealed once and
// their summary written to bid_opening with the canonical text and digest, so a bidder can check
// its receipt. Before that time nothing is written and the seal refuses to open.
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import type { Language } from '../../platform/constants';
import { refusal } from '../../platform/errors';
import { quotationRefusal } from './messages';
import { sourcingDb } from '../sourcing/tables';
import { canonicalQuotation } from './receipt';
import { bidsOpen, openSeal } from './sealing';

export interface OpeningActor {
  kind: string;
  id: string;
}

/**
 * Opens the bids of the source's current round; idempotent (a second call writes nothing new).
 * Refused before the opening time. Returns the round and how many quotations it holds.
 */
export async function openBids(ctx: AppContext, sourceId: string, actor: OpeningActor, lang: Language): Promise<{ round: number; opened: number }> {
  const sdb = sourcingDb(ctx.db);
  const source = await sdb.selectFrom('source').select(['source_id', 'current_round', 'currency', 'opening_time']).where('source_id', '=', sourceId).executeTakeFirst();
  if (!source) throw refusal(404, 'notFound');
  if (!(await bidsOpen(ctx.db, ctx.clock, sourceId))) {
    throw quotationRefusal(409, 'bidsNotOpenYet', lang, { openingTime: source.opening_time ? new Date(source.opening_time).toISOString() : '—' });
  }
  const round = source.current_round;
  const now = ctx.clock.now();
  const sent = await sdb
    .selectFrom('quotation')
    .innerJoin('supplier', 'supplier.supplier_id', 'quotation.supplier_id')
    .select(['quotation.quotation_id', 'quotation.quotation_num', 'quotation.source_id', 'quotation.supplier_id', 'quotation.round', 'quotation.sealed', 'quotation.digest', 'quotation.sent_at', 'supplier.supplier_name'])
    .where('quotation.source_id', '=', sourceId)
    .where('quotation.round', '=', round)
    .where('quotation.status', '=', 'sent')
    .execute();
  await ctx.db.transaction().execute(async (trx) => {
    const tdb = sourcingDb(trx);
    for (const q of sent) {
      const { content, salt } = await openSeal(trx, ctx.clock, q, { kind: 'opening' });
      // With its salt (version 2): from now on every bidder can recompute the receipt's digest.
      const canonical = canonicalQuotation({ quotationNum: q.quotation_num, sourceId: q.source_id, supplierId: q.supplier_id, round: q.round, sentAt: new Date(q.sent_at!).toISOString(), content, salt });
      await tdb
        .insertInto('bid_opening')
        .values({
          source_id: sourceId,
          round,
          quotation_id: q.quotation_id,
          supplier_id: q.supplier_id,
          bidder: q.supplier_name,
          total_with_tax: content.header.totalWithTax,
          currency: content.header.currency ?? source.currency,
          validity_date: content.header.validityDate,
          arrival_days: content.header.arrivalDays,
          remark: content.header.remark ?? null,
          canonical,
          digest: q.digest ?? '',
          opened_at: now,
        })
        .onConflict((oc) => oc.columns(['source_id', 'round', 'quotation_id']).doNothing())
        .execute();
    }
    await tdb.updateTable('source').set({ opened_at: now }).where('source_id', '=', sourceId).where('opened_at', 'is', null).execute();
    // The receipts' digests enter the audit log here, not at the sends (issue 34).
    const digests = sent.map((q) => ({ quotationNum: q.quotation_num, digest: q.digest }));
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'source.open', target: `source:${sourceId}`, detail: { round, quotations: sent.length, digests } });
  });
  return { round, opened: sent.length };
}
