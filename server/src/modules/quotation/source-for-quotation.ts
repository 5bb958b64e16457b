// The order a quotation screen needs (issue 14): a logged-in supplier reads a source's detail only
// with a single-use puzzle pass (spec 01 §4), which a quotation screen opened in a new tab does not
// have. A supplier that signed up already passed the detail to do so, so this call answers the
// same order data (fields, deadlines, currency, kind, lines, terms, packages, purchase files and the
// caller's `me`) without a pass — and only to a qualified, invited, signed-up supplier: anyone else
// gets the refusal and nothing of the order.
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { sourceDetail } from '../sourcing/service';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { quotationRefusal } from './messages';
import { requireInvited, requireQualified, signedUpPackages, sourceOr404 } from './participation';

/** source/getQuotationSource {sourceId}: the source detail for a signed-up supplier, no puzzle pass. */
export async function quotationSource(ctx: AppContext, caller: SupplierCaller, sourceIdOrNum: string, lang: Language) {
  const source = await sourceOr404(ctx, sourceIdOrNum);
  await requireQualified(ctx, caller, lang);
  await requireInvited(ctx, source, caller, lang);
  if (!(await signedUpPackages(ctx, source.source_id, caller.supplierId)).length) throw quotationRefusal(403, 'notSignedUp', lang);
  return sourceDetail(ctx, source.source_id, caller);
}
