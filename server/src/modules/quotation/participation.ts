// Whether a supplier may take part in a source now (spec 02 §4–§5, issue 14): qualified, invited
// where the source is invitation-only, not a sealed-mail source, the round open by the server's
// clock, and — to quote — signed up. Each refusal has its status and message; the order of the
// checks is the order a supplier would fix them in.
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { notFound } from '../../platform/errors';
import { findSource, type SourceRow } from '../sourcing/queries';
import { isInvited, isQualified, roundDeadline, type SupplierCaller } from '../sourcing/supplier-access';
import { sourcingDb } from '../sourcing/tables';
import { quotationRefusal } from './messages';

// One list with the to-be-quoted rule of the lists and the to-do (sourcing/to-quote.ts).
import { CLOSED_STATES } from '../sourcing/to-quote';
export { CLOSED_STATES };

export async function requireQualified(ctx: AppContext, caller: SupplierCaller, lang: Language): Promise<void> {
  if (!(await isQualified(ctx.db, caller.supplierId))) throw quotationRefusal(403, 'notQualifiedSupplier', lang);
}

/** A source by id or number, or 404. */
export async function sourceOr404(ctx: AppContext, idOrNum: string): Promise<SourceRow> {
  const row = await findSource(ctx.db, idOrNum);
  if (!row) throw notFound();
  return row;
}

/** The source is visible to the supplier as a place to take part: invited where it must be. */
export async function requireInvited(ctx: AppContext, source: SourceRow, caller: SupplierCaller, lang: Language): Promise<void> {
  if (source.invitation_only && !(await isInvited(ctx.db, source.source_id, caller.supplierId))) throw quotationRefusal(403, 'notInvitedSupplier', lang);
}

/** The round takes quotations now: published, not sealed mail, the round current, its deadline ahead. */
export function requireRoundOpen(ctx: AppContext, source: SourceRow, round: 1 | 2, lang: Language): void {
  if (source.sealed_mail) throw quotationRefusal(409, 'sealedMail', lang);
  if (CLOSED_STATES.includes(source.status) || source.awarded_at) throw quotationRefusal(409, 'notOpenForQuotation', lang);
  if (round === 2 && source.current_round !== 2) throw quotationRefusal(409, 'secondRoundNotOpen', lang);
  const deadline = roundDeadline(source, round);
  if (round === 1 && source.current_round !== 1) throw quotationRefusal(409, 'deadlinePassed', lang, { deadline: deadline ? deadline.toISOString() : '—' });
  if (!deadline || deadline.getTime() <= ctx.clock.now().getTime()) throw quotationRefusal(409, 'deadlinePassed', lang, { deadline: deadline ? deadline.toISOString() : '—' });
}

/** The packages the supplier signed up for ('' for a source without packages); empty when not signed up. */
export async function signedUpPackages(ctx: AppContext, sourceId: string, supplierId: string): Promise<string[]> {
  const rows = await sourcingDb(ctx.db).selectFrom('source_signup').select('bid_package').where('source_id', '=', sourceId).where('supplier_id', '=', supplierId).execute();
  return rows.map((r) => r.bid_package);
}

/** Round 2 is for the suppliers that sent a quotation in round 1. */
export async function sentInFirstRound(ctx: AppContext, sourceId: string, supplierId: string): Promise<boolean> {
  const row = await sourcingDb(ctx.db)
    .selectFrom('quotation')
    .select('quotation_id')
    .where('source_id', '=', sourceId)
    .where('supplier_id', '=', supplierId)
    .where('round', '=', 1)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return !!row;
}

/**
 * Everything a quotation of `round` needs before it is saved or sent. Returns the packages the
 * supplier signed up for.
 */
export async function requireMayQuote(ctx: AppContext, source: SourceRow, caller: SupplierCaller, round: 1 | 2, lang: Language): Promise<string[]> {
  await requireQualified(ctx, caller, lang);
  await requireInvited(ctx, source, caller, lang);
  requireRoundOpen(ctx, source, round, lang);
  const packages = await signedUpPackages(ctx, source.source_id, caller.supplierId);
  if (!packages.length) throw quotationRefusal(403, 'notSignedUp', lang);
  // The rule that applies, by name: round 2 is only for those who sent in round 1.
  if (round === 2 && !(await sentInFirstRound(ctx, source.source_id, caller.supplierId))) throw quotationRefusal(409, 'notSentInFirstRound', lang);
  return packages;
}
