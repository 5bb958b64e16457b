// Signing up to a source (spec 02 §4 "Sign-up"), with a bid package where the source has them.
// Refused in this order: not qualified (403), not invited to an invitation-only source (403), sealed
// mail (409), closed or past the deadline (409), no package chosen (400), unknown package (400).
// Signing up again is fine and changes nothing. Every new sign-up is audited.
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { sourcePackages } from '../sourcing/queries';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { sourcingDb } from '../sourcing/tables';
import { quotationRefusal } from './messages';
import { requireInvited, requireQualified, requireRoundOpen, sourceOr404 } from './participation';

export interface SignUpResult {
  sourceId: string;
  sourceNum: string;
  /** null for a source without bid packages. */
  bidPackage: string | null;
  signedUpAt: string;
  /** false when the supplier had signed up already (nothing changed). */
  created: boolean;
}

export async function signUp(ctx: AppContext, caller: SupplierCaller, sourceNum: string, bidPackageName: string | undefined, lang: Language): Promise<SignUpResult> {
  await requireQualified(ctx, caller, lang);
  const source = await sourceOr404(ctx, sourceNum);
  await requireInvited(ctx, source, caller, lang);
  requireRoundOpen(ctx, source, source.current_round, lang);
  const packages = await sourcePackages(ctx.db, source.source_id);
  const chosen = bidPackageName?.trim() ?? '';
  if (packages.length && !chosen) throw quotationRefusal(400, 'bidPackageRequired', lang);
  if (chosen && !packages.some((p) => p.name === chosen)) throw quotationRefusal(400, 'unknownPackage', lang, { package: chosen });

  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const sdb = sourcingDb(trx);
    const inserted = await sdb
      .insertInto('source_signup')
      .values({ source_id: source.source_id, supplier_id: caller.supplierId, bid_package: chosen, user_id: caller.userId, signed_up_at: now })
      .onConflict((oc) => oc.columns(['source_id', 'supplier_id', 'bid_package']).doNothing())
      .returning('signed_up_at')
      .executeTakeFirst();
    if (inserted) {
      await audit(trx, ctx.clock, {
        actorKind: 'portal',
        actorId: caller.userId,
        action: 'source.signUp',
        target: `source:${source.source_id}`,
        detail: { supplierId: caller.supplierId, userName: caller.userName, bidPackage: chosen || null },
      });
    }
    const row = inserted ?? (await sdb.selectFrom('source_signup').select('signed_up_at').where('source_id', '=', source.source_id).where('supplier_id', '=', caller.supplierId).where('bid_package', '=', chosen).executeTakeFirstOrThrow());
    return { sourceId: source.source_id, sourceNum: source.source_num, bidPackage: chosen || null, signedUpAt: new Date(row.signed_up_at).toISOString(), created: !!inserted };
  });
}
