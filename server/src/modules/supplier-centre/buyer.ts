// The buyer's side of the supplier centre (issue 15): notices to one or all suppliers, validity of
// qualification files, fees, settling simulator orders. Shared by the operator API and the CLI;
// every change is audited.
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { checkInput } from '../source-admin/input-check';
import { insertNotice } from '../supplier-notices/queries';
import { raiseFee, settleOrder, type Payer } from '../payments/service';
import { centreRefusal } from './messages';
import { fileValidityBody, postNoticeBody, raiseFeeBody, settleOrderBody } from './schemas';
import { centreDb } from './tables';

export async function postNotice(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ supplierId?: string; all?: boolean; title: string; content?: string }>(postNoticeBody, raw);
  if (!!input.supplierId === (input.all === true)) throw centreRefusal(400, 'noticeTarget');
  if (input.supplierId && !(await centreDb(ctx.db).selectFrom('supplier').select('supplier_id').where('supplier_id', '=', input.supplierId).executeTakeFirst())) {
    throw centreRefusal(400, 'unknownSupplier', { supplierId: input.supplierId });
  }
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await insertNotice(trx, { supplierId: input.supplierId ?? null, title: input.title.trim(), content: input.content?.trim() || null, postedBy: `${by.kind}:${by.id}`, at });
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'notice.post', target: `supplier-notice:${id}`, detail: { supplierId: input.supplierId ?? 'all', title: input.title } });
    return { id, supplierId: input.supplierId ?? null, audience: input.supplierId ? 'supplier' : 'all', title: input.title.trim(), createdAt: at.toISOString() };
  });
}

/** Sets the end of a supplier's qualification file's validity (the to-do list warns 30 days ahead). */
export async function setFileValidity(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ fileId: string; validUntil: string }>(fileValidityBody, raw);
  const until = new Date(input.validUntil);
  return ctx.db.transaction().execute(async (trx) => {
    const t = centreDb(trx);
    const file = await t.selectFrom('attachment').select(['file_id', 'owner_kind', 'owner_id', 'file_business_type', 'file_name']).where('file_id', '=', input.fileId).where('owner_kind', '=', 'supplier').executeTakeFirst();
    if (!file) throw notFound();
    await t.updateTable('attachment').set({ valid_until: until }).where('file_id', '=', input.fileId).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'file.validity', target: `attachment:${input.fileId}`, detail: { supplierId: file.owner_id, validUntil: until.toISOString() } });
    return { fileId: file.file_id, supplierId: file.owner_id, fileName: file.file_name, fileBusinessType: file.file_business_type, validUntil: until.toISOString() };
  });
}

export function raiseFeeChecked(ctx: AppContext, raw: unknown, by: Payer) {
  return raiseFee(ctx, checkInput(raiseFeeBody, raw), by);
}

export function settleOrderChecked(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ orderId: string; outcome: 'paid' | 'failed' }>(settleOrderBody, raw);
  return settleOrder(ctx, input.orderId, input.outcome, by);
}
