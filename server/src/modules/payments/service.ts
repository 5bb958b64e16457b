// Membership fees and their payment orders (issue 15). A fee is paid by at most one order: a paid
// fee gets no new order, a paid order stays paid, a failed or expired order is never reused (the
// next genPayCode makes a new one). Expiry is decided by the server's clock. Every settlement is
// audited; the database's partial unique indexes (one paid and one pending order per fee) back
// the rules up against racing requests.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { boundedTotal } from '../../platform/pager';
import { centreDb, type CentreDb, type PayOrderStatus } from '../supplier-centre/tables';
import { centreRefusal } from '../supplier-centre/messages';
import { payCodeTtlMs, paymentProvider } from './provider';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface Payer {
  /** 'portal' (a supplier user), 'operator', 'cli', 'simulator' (the simulator page). */
  kind: string;
  id: string;
}

type FeeRow = { fee_id: string; fee_type: string; title: string; period: string | null; amount: string; currency: string; due_date: Date | string; status: 'due' | 'paid'; paid_at: Date | string | null; invoice_info: unknown; created_at: Date | string };
type OrderRow = { order_id: string; fee_id: string; amount: string; currency: string; provider: string; status: PayOrderStatus; created_at: Date | string; expires_at: Date | string; settled_at: Date | string | null };

const parseJson = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v ?? {});

export function feeRecord(r: FeeRow, now: Date) {
  return {
    feeId: r.fee_id,
    feeType: r.fee_type,
    title: r.title,
    period: r.period,
    /** A string keeps the exact decimal; the client formats it (VND: 0 decimals). */
    amount: String(r.amount),
    currency: r.currency,
    dueDate: iso(r.due_date),
    status: r.status,
    overdue: r.status === 'due' && new Date(r.due_date).getTime() < now.getTime(),
    payable: r.status === 'due',
    paidAt: iso(r.paid_at),
    invoiceInfo: parseJson(r.invoice_info),
    createdAt: iso(r.created_at),
  };
}

/** A pending order past its expiry is expired, whatever the row says until it is written. */
const effectiveStatus = (o: { status: PayOrderStatus; expires_at: Date | string }, now: Date): PayOrderStatus =>
  o.status === 'pending' && new Date(o.expires_at).getTime() <= now.getTime() ? 'expired' : o.status;

function orderRecord(o: OrderRow & { title?: string }, now: Date) {
  const status = effectiveStatus(o, now);
  return {
    orderId: o.order_id,
    feeId: o.fee_id,
    ...(o.title !== undefined ? { feeTitle: o.title } : {}),
    amount: String(o.amount),
    currency: o.currency,
    provider: o.provider,
    status,
    paid: status === 'paid',
    createdAt: iso(o.created_at),
    expiresAt: iso(o.expires_at),
    settledAt: iso(o.settled_at),
  };
}

const FEE_COLUMNS = ['fee_id', 'fee_type', 'title', 'period', 'amount', 'currency', 'due_date', 'status', 'paid_at', 'invoice_info', 'created_at'] as const;
const ORDER_COLUMNS = ['pay_order.order_id', 'pay_order.fee_id', 'pay_order.amount', 'pay_order.currency', 'pay_order.provider', 'pay_order.status', 'pay_order.created_at', 'pay_order.expires_at', 'pay_order.settled_at'] as const;

export async function listFees(ctx: AppContext, supplierId: string, paging: Paging, filter: { status?: 'due' | 'paid' } = {}) {
  let base = centreDb(ctx.db).selectFrom('supplier_fee').where('supplier_id', '=', supplierId);
  if (filter.status) base = base.where('status', '=', filter.status);
  const [rows, counted] = await Promise.all([
    base.select(FEE_COLUMNS).orderBy(sql`case when status = 'due' then 0 else 1 end`).orderBy('due_date', 'desc').orderBy('fee_id', 'desc').offset(paging.offset).limit(paging.size).execute(),
    boundedTotal(ctx.db, base),
  ]);
  const now = ctx.clock.now();
  return { records: rows.map((r) => feeRecord(r as FeeRow, now)), ...counted };
}

export async function listPayments(ctx: AppContext, supplierId: string, paging: Paging, filter: { feeId?: string } = {}) {
  let base = centreDb(ctx.db).selectFrom('pay_order').innerJoin('supplier_fee', 'supplier_fee.fee_id', 'pay_order.fee_id').where('pay_order.supplier_id', '=', supplierId);
  if (filter.feeId) base = base.where('pay_order.fee_id', '=', filter.feeId);
  const [rows, counted] = await Promise.all([
    base.select([...ORDER_COLUMNS, 'supplier_fee.title']).orderBy('pay_order.created_at', 'desc').orderBy('pay_order.order_id', 'desc').offset(paging.offset).limit(paging.size).execute(),
    boundedTotal(ctx.db, base),
  ]);
  const now = ctx.clock.now();
  return { records: rows.map((r) => orderRecord(r as OrderRow & { title: string }, now)), ...counted };
}

async function ownFee(db: CentreDb, supplierId: string, feeId: string, lock = false) {
  let q = db.selectFrom('supplier_fee').select(FEE_COLUMNS).where('fee_id', '=', feeId).where('supplier_id', '=', supplierId);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as FeeRow;
}

export interface FeeData {
  feeId: string;
  invoiceTitle?: string;
  taxNumber?: string;
  invoiceEmail?: string;
  invoiceAddress?: string;
  remark?: string;
}

/** saveSupplierFeeInfo: the invoice details of one of the supplier's due fees. */
export async function saveFeeInfo(ctx: AppContext, supplierId: string, data: FeeData, by: Payer) {
  return ctx.db.transaction().execute(async (trx) => {
    const cdb = centreDb(trx);
    const fee = await ownFee(cdb, supplierId, data.feeId, true);
    if (fee.status === 'paid') throw centreRefusal(409, 'feeAlreadyPaid');
    const info = { ...(parseJson(fee.invoice_info) as Record<string, unknown>) };
    for (const k of ['invoiceTitle', 'taxNumber', 'invoiceEmail', 'invoiceAddress', 'remark'] as const) if (data[k] !== undefined) info[k] = data[k]!.trim();
    await cdb.updateTable('supplier_fee').set({ invoice_info: JSON.stringify(info) }).where('fee_id', '=', data.feeId).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'fee.saveInfo', target: `fee:${data.feeId}`, detail: { supplierId, info } });
    return feeRecord({ ...fee, invoice_info: info }, ctx.clock.now());
  });
}

/**
 * saveSupplierFee: the supplier confirms it will pay this fee (with optional invoice details);
 * answers the fee and its live order, if any. Paying itself starts with genPayCode.
 */
export async function confirmFee(ctx: AppContext, supplierId: string, data: FeeData, by: Payer) {
  const fee = await saveFeeInfo(ctx, supplierId, data, by);
  const live = await centreDb(ctx.db).selectFrom('pay_order').select(ORDER_COLUMNS).where('fee_id', '=', data.feeId).where('status', '=', 'pending').executeTakeFirst();
  const now = ctx.clock.now();
  const order = live && effectiveStatus(live as OrderRow, now) === 'pending' ? orderRecord(live as OrderRow, now) : null;
  return { ...fee, order };
}

/** Marks the fee's pending orders that are past their time expired (inside the caller's transaction). */
async function expireOrders(db: CentreDb, feeId: string, now: Date) {
  await db.updateTable('pay_order').set({ status: 'expired', settled_at: now, settled_by: 'clock' }).where('fee_id', '=', feeId).where('status', '=', 'pending').where('expires_at', '<=', now).execute();
}

/**
 * genPayCode: the fee's live order, or a new one when there is none (the last one failed or
 * expired). A paid fee is refused. The answer carries the code URL to show as a QR code.
 */
export async function payCode(ctx: AppContext, supplierId: string, feeId: string, origin: string, by: Payer) {
  const provider = paymentProvider();
  const ttl = payCodeTtlMs();
  const made = await ctx.db.transaction().execute(async (trx) => {
    const cdb = centreDb(trx);
    const fee = await ownFee(cdb, supplierId, feeId, true);
    if (fee.status === 'paid') throw centreRefusal(409, 'feeAlreadyPaid');
    const now = ctx.clock.now();
    await expireOrders(cdb, feeId, now);
    const live = await cdb.selectFrom('pay_order').select([...ORDER_COLUMNS, 'pay_order.pay_token']).where('fee_id', '=', feeId).where('status', '=', 'pending').executeTakeFirst();
    if (live) return { row: live as OrderRow & { pay_token: string }, created: false };
    const row = {
      order_id: `PAY-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(6).toString('hex').toUpperCase()}`,
      fee_id: feeId,
      supplier_id: supplierId,
      amount: fee.amount,
      currency: fee.currency,
      provider: provider.name,
      pay_token: randomBytes(18).toString('base64url'),
      status: 'pending' as const,
      created_at: now,
      expires_at: new Date(now.getTime() + ttl),
      settled_at: null,
      created_by: `${by.kind}:${by.id}`,
    };
    await cdb.insertInto('pay_order').values(row).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'pay.order', target: `pay-order:${row.order_id}`, detail: { supplierId, feeId, amount: String(fee.amount), currency: fee.currency, expiresAt: row.expires_at.toISOString() } });
    return { row, created: true };
  });
  const now = ctx.clock.now();
  const r = made.row;
  return {
    ...orderRecord(r, now),
    codeUrl: provider.codeUrl({ orderId: r.order_id, amount: String(r.amount), currency: r.currency, payToken: r.pay_token, expiresAt: new Date(r.expires_at), origin }),
    expiresInSeconds: Math.max(0, Math.round((new Date(r.expires_at).getTime() - now.getTime()) / 1000)),
    newOrder: made.created,
  };
}

/** getWXPayStatus / orderQuery: one of the supplier's orders (by id, or the fee's latest); another's is 404. */
export async function orderStatus(ctx: AppContext, supplierId: string, by: { orderId?: string; feeId?: string }) {
  let q = centreDb(ctx.db).selectFrom('pay_order').select(ORDER_COLUMNS).where('supplier_id', '=', supplierId);
  if (by.orderId) q = q.where('order_id', '=', by.orderId);
  else if (by.feeId) q = q.where('fee_id', '=', by.feeId).orderBy('created_at', 'desc').orderBy('order_id', 'desc').limit(1);
  else throw notFound();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  const now = ctx.clock.now();
  if (row.status === 'pending' && effectiveStatus(row as OrderRow, now) === 'expired') await expireOrders(centreDb(ctx.db), row.fee_id, now);
  return orderRecord(row as OrderRow, now);
}

/** The order as the simulator page shows it, when the token is the order's; otherwise undefined. */
export async function orderByToken(ctx: AppContext, orderId: string, token: string) {
  const row = await centreDb(ctx.db)
    .selectFrom('pay_order')
    .innerJoin('supplier_fee', 'supplier_fee.fee_id', 'pay_order.fee_id')
    .innerJoin('supplier', 'supplier.supplier_id', 'pay_order.supplier_id')
    .select([...ORDER_COLUMNS, 'pay_order.pay_token', 'supplier_fee.title', 'supplier.supplier_name'])
    .where('pay_order.order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const a = Buffer.from(row.pay_token);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
  return { ...orderRecord(row as OrderRow & { title: string }, ctx.clock.now()), supplierName: row.supplier_name };
}

/**
 * Marks a pending order paid (and its fee with it) or failed. A settled order never changes again
 * (409), an order past its expiry is expired instead (409), a fee is paid once.
 */
export async function settleOrder(ctx: AppContext, orderId: string, outcome: 'paid' | 'failed', by: Payer, supplierId?: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const cdb = centreDb(trx);
    let q = cdb.selectFrom('pay_order').select([...ORDER_COLUMNS, 'pay_order.supplier_id']).where('order_id', '=', orderId);
    if (supplierId) q = q.where('supplier_id', '=', supplierId);
    const order = await q.forUpdate().executeTakeFirst();
    if (!order) throw notFound();
    const fee = await cdb.selectFrom('supplier_fee').select(['status']).where('fee_id', '=', order.fee_id).forUpdate().executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    if (order.status === 'expired') throw centreRefusal(409, 'orderExpired');
    if (order.status !== 'pending') throw centreRefusal(409, 'orderSettled', { status: order.status });
    if (effectiveStatus(order as OrderRow, now) === 'expired') {
      await expireOrders(cdb, order.fee_id, now);
      throw centreRefusal(409, 'orderExpired');
    }
    if (outcome === 'paid' && fee.status === 'paid') throw centreRefusal(409, 'feeAlreadyPaid');
    const settledBy = `${by.kind}:${by.id}`;
    await cdb.updateTable('pay_order').set({ status: outcome, settled_at: now, settled_by: settledBy }).where('order_id', '=', orderId).execute();
    if (outcome === 'paid') await cdb.updateTable('supplier_fee').set({ status: 'paid', paid_at: now }).where('fee_id', '=', order.fee_id).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: outcome === 'paid' ? 'pay.paid' : 'pay.failed', target: `pay-order:${orderId}`, detail: { supplierId: order.supplier_id, feeId: order.fee_id, amount: String(order.amount), currency: order.currency } });
    return orderRecord({ ...(order as OrderRow), status: outcome, settled_at: now }, now);
  });
}

/** The operator's fee for a supplier (audited). */
export async function raiseFee(
  ctx: AppContext,
  input: { supplierId: string; feeType: string; title: string; period?: string; amount: string; currency: string; dueDate: string },
  by: Payer,
) {
  const cdb = centreDb(ctx.db);
  const supplier = await cdb.selectFrom('supplier').select('supplier_id').where('supplier_id', '=', input.supplierId).executeTakeFirst();
  if (!supplier) throw centreRefusal(400, 'unknownSupplier', { supplierId: input.supplierId });
  const now = ctx.clock.now();
  const feeId = `FEE-${randomBytes(5).toString('hex').toUpperCase()}`;
  return ctx.db.transaction().execute(async (trx) => {
    const row = {
      fee_id: feeId,
      supplier_id: input.supplierId,
      fee_type: input.feeType,
      title: input.title.trim(),
      period: input.period?.trim() || null,
      amount: input.amount,
      currency: input.currency,
      due_date: new Date(input.dueDate),
      status: 'due' as const,
      paid_at: null,
      invoice_info: '{}',
      created_by: `${by.kind}:${by.id}`,
      created_at: now,
    };
    await centreDb(trx).insertInto('supplier_fee').values(row).execute();
    await audit(trx, ctx.clock, { actorKind: by.kind, actorId: by.id, action: 'fee.raise', target: `fee:${feeId}`, detail: { supplierId: input.supplierId, amount: input.amount, currency: input.currency } });
    const saved = await centreDb(trx).selectFrom('supplier_fee').select(FEE_COLUMNS).where('fee_id', '=', feeId).executeTakeFirstOrThrow();
    return { supplierId: input.supplierId, ...feeRecord(saved as FeeRow, now) };
  });
}
