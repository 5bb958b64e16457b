// The buyer's side of the supplier centre (issue 15): notices to one or all suppliers, validity of
// qualification files, fees, settling simulator orders. Shared by the operator API and the CLI;
// every change is audited.
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { checkInput } from '../source-admin/input-check';
import { APPROVED_SUPPLIER_STATE } from '../sourcing/supplier-access';
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

/** The qualification files' types (ISP20 licence … ISP54; migration 0410): the only files whose validity an operator sets. */
export const QUALIFICATION_FILE_TYPE = /^ISP\d{2}$/;

/**
 * Sets the end of a supplier's qualification file's validity (the to-do list warns 30 days ahead).
 * Rule (issue 34): only a qualification file of an approved supplier. Anything else — a bid
 * document, a quotation sheet, a file of a registration still under review — answers exactly as a
 * file that does not exist, so its name, size and very existence are not told.
 */
export async function setFileValidity(ctx: AppContext, raw: unknown, by: Payer) {
  const input = checkInput<{ fileId: string; validUntil: string }>(fileValidityBody, raw);
  const until = new Date(input.validUntil);
  return ctx.db.transaction().execute(async (trx) => {
    const t = centreDb(trx);
    const file = await t
      .selectFrom('attachment')
      .innerJoin('supplier', 'supplier.supplier_id', 'attachment.owner_id')
      .select(['attachment.file_id', 'attachment.owner_id', 'attachment.file_business_type', 'attachment.file_name'])
      .where('attachment.file_id', '=', input.fileId)
      .where('attachment.owner_kind', '=', 'supplier')
      .where('supplier.wf_su_status', '=', APPROVED_SUPPLIER_STATE)
      .executeTakeFirst();
    if (!file || !QUALIFICATION_FILE_TYPE.test(file.file_business_type ?? '')) throw notFound();
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
