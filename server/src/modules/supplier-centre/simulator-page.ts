// The payment simulator's page (the default payment provider): what the QR code opens. Plain HTML,
// no script and no inline style (the portal's Content-Security-Policy), in the three languages
// (?lang= or content-lang). Its buttons post back to the same address and mark the order paid or
// failed; the QR page in the portal then sees the new state through getWXPayStatus.
import { chinaAndVietnamTimes } from '@portal/shared/core';
import type { Language } from '../../platform/constants';

type Texts = Record<Language, string>;
const T = {
  title: { 'zh-CN': '支付模拟器', 'en-US': 'Payment simulator', 'vi-VN': 'Trình mô phỏng thanh toán' },
  note: {
    'zh-CN': '这是门户自带的支付模拟器：不会发生真实扣款。',
    'en-US': 'This is the portal’s own payment simulator: no real money moves.',
    'vi-VN': 'Đây là trình mô phỏng thanh toán của cổng: không có tiền thật được chuyển.',
  },
  order: { 'zh-CN': '订单号', 'en-US': 'Order', 'vi-VN': 'Mã đơn' },
  fee: { 'zh-CN': '费用', 'en-US': 'Fee', 'vi-VN': 'Khoản phí' },
  payer: { 'zh-CN': '供应商', 'en-US': 'Supplier', 'vi-VN': 'Nhà cung cấp' },
  amount: { 'zh-CN': '金额', 'en-US': 'Amount', 'vi-VN': 'Số tiền' },
  expires: { 'zh-CN': '有效期至', 'en-US': 'Valid until', 'vi-VN': 'Hiệu lực đến' },
  status: { 'zh-CN': '状态', 'en-US': 'Status', 'vi-VN': 'Trạng thái' },
  pay: { 'zh-CN': '支付', 'en-US': 'Pay', 'vi-VN': 'Thanh toán' },
  fail: { 'zh-CN': '支付失败', 'en-US': 'Fail', 'vi-VN': 'Thất bại' },
  pending: { 'zh-CN': '待支付', 'en-US': 'waiting for payment', 'vi-VN': 'chờ thanh toán' },
  paid: { 'zh-CN': '已支付', 'en-US': 'paid', 'vi-VN': 'đã thanh toán' },
  failed: { 'zh-CN': '支付失败', 'en-US': 'failed', 'vi-VN': 'thất bại' },
  expired: { 'zh-CN': '已过期', 'en-US': 'expired', 'vi-VN': 'đã hết hạn' },
  missing: { 'zh-CN': '订单不存在或链接无效', 'en-US': 'No such order, or the link is not valid', 'vi-VN': 'Không có đơn này hoặc liên kết không hợp lệ' },
} satisfies Record<string, Texts>;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SimulatedOrder {
  orderId: string;
  feeTitle?: string;
  supplierName?: string;
  amount: string;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  expiresAt: string | null;
}

function page(lang: Language, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(T.title[lang])}</title></head><body>
<h1>${esc(T.title[lang])}</h1>
<p>${esc(T.note[lang])}</p>
${body}
</body></html>`;
}

/** The order's end on both clocks with their zones, the reader's own first: '2026-11-23 10:00:00 (UTC+8) · 2026-11-23 09:00:00 (UTC+7)'. */
export function expiresText(expiresAt: string | null, lang: Language): string {
  if (!expiresAt) return '';
  const { china, vietnam } = chinaAndVietnamTimes(expiresAt, 'yyyy-MM-dd hh:mm:ss');
  return (lang === 'vi-VN' ? [vietnam, china] : [china, vietnam]).filter(Boolean).join(' · ');
}

export function simulatorPage(lang: Language, order: SimulatedOrder | undefined, token: string, message?: string): string {
  if (!order) return page(lang, `<p role="alert">${esc(T.missing[lang])}</p>`);
  const rows: [string, string][] = [
    [T.order[lang], order.orderId],
    [T.fee[lang], order.feeTitle ?? ''],
    [T.payer[lang], order.supplierName ?? ''],
    [T.amount[lang], `${order.amount} ${order.currency}`],
    // China time and Vietnam time, each with its zone, as the portal shows times (issue 35).
    [T.expires[lang], expiresText(order.expiresAt, lang)],
    [T.status[lang], T[order.status][lang]],
  ];
  const table = `<table>${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td data-field="${esc(k)}">${esc(v)}</td></tr>`).join('')}</table>`;
  const note = message ? `<p role="alert">${esc(message)}</p>` : '';
  const action = `/pay/simulator/${encodeURIComponent(order.orderId)}`;
  const form = (outcome: 'paid' | 'failed', label: string) =>
    `<form method="post" action="${esc(action)}"><input type="hidden" name="t" value="${esc(token)}"><input type="hidden" name="lang" value="${lang}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" name="do" value="${outcome}">${esc(label)}</button></form>`;
  const buttons = order.status === 'pending' ? form('paid', T.pay[lang]) + form('failed', T.fail[lang]) : '';
  return page(lang, `${note}${table}${buttons}`);
}
