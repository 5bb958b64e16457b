// The PDF of a sent quotation with its receipt (issue 33): what the supplier offered — header,
// every line, terms — and the receipt the server gave (number, round, the server's time of the send
// on China and Vietnam time, SHA-256 digest), for the supplier to keep. Only the owner gets it: the
// quotation is read through findQuotation, which answers another supplier's id as "not found".
// Drawn with @napi-rs/canvas's PDF document (Skia), already a dependency for the image codes: the
// bundled DejaVu Sans first, then the machine's fonts for the glyphs it lacks (Chinese, Vietnamese).
import { createRequire } from 'node:module';
import { GlobalFonts, PDFDocument } from '@napi-rs/canvas';

type PdfContext = ReturnType<PDFDocument['beginPage']>;
import { formatInstantWithZone, VIETNAM_UTC_OFFSET } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { AppError, notFound } from '../../platform/errors';
import { findSource, sourceLines, sourceTerms } from '../sourcing/queries';
import type { SupplierCaller } from '../sourcing/supplier-access';
import { findQuotation, type QuotationView } from './service';

const FONT = 'PortalReceiptSans';
const FAMILY = `${FONT}, "DejaVu Sans", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans", sans-serif`;
let fontReady = false;
function ensureFont() {
  if (fontReady) return;
  const require = createRequire(__filename);
  GlobalFonts.registerFromPath(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2'), FONT);
  fontReady = true;
}

type Texts = Record<Language, string>;
const T = {
  title: { 'zh-CN': '报价单及回执', 'en-US': 'Quotation and receipt', 'vi-VN': 'Báo giá và biên nhận' },
  receipt: { 'zh-CN': '回执', 'en-US': 'Receipt', 'vi-VN': 'Biên nhận' },
  number: { 'zh-CN': '报价单号', 'en-US': 'Quotation no.', 'vi-VN': 'Số báo giá' },
  source: { 'zh-CN': '单据', 'en-US': 'Order', 'vi-VN': 'Đơn' },
  round: { 'zh-CN': '轮次', 'en-US': 'Round', 'vi-VN': 'Vòng' },
  sentAt: { 'zh-CN': '发送时间（服务器）', 'en-US': 'Sent at (server time)', 'vi-VN': 'Gửi lúc (giờ máy chủ)' },
  china: { 'zh-CN': '中国时间', 'en-US': 'China time', 'vi-VN': 'Giờ Trung Quốc' },
  vietnam: { 'zh-CN': '越南时间', 'en-US': 'Vietnam time', 'vi-VN': 'Giờ Việt Nam' },
  digest: { 'zh-CN': 'SHA-256 摘要', 'en-US': 'SHA-256 digest', 'vi-VN': 'Mã băm SHA-256' },
  offeror: { 'zh-CN': '报价人', 'en-US': 'Offeror', 'vi-VN': 'Người báo giá' },
  validity: { 'zh-CN': '报价有效期', 'en-US': 'Valid until', 'vi-VN': 'Hiệu lực đến' },
  arrival: { 'zh-CN': '到货天数', 'en-US': 'Days to arrive', 'vi-VN': 'Số ngày giao hàng' },
  total: { 'zh-CN': '含税总价', 'en-US': 'Total with tax', 'vi-VN': 'Tổng có thuế' },
  tax: { 'zh-CN': '税额', 'en-US': 'Tax', 'vi-VN': 'Thuế' },
  remark: { 'zh-CN': '备注', 'en-US': 'Remark', 'vi-VN': 'Ghi chú' },
  lines: { 'zh-CN': '报价明细', 'en-US': 'Lines', 'vi-VN': 'Chi tiết' },
  line: { 'zh-CN': '行', 'en-US': 'Line', 'vi-VN': 'Dòng' },
  item: { 'zh-CN': '物料', 'en-US': 'Item', 'vi-VN': 'Hàng hóa' },
  qty: { 'zh-CN': '数量', 'en-US': 'Qty', 'vi-VN': 'SL' },
  rate: { 'zh-CN': '税率%', 'en-US': 'Tax %', 'vi-VN': 'Thuế %' },
  price: { 'zh-CN': '含税单价', 'en-US': 'Unit price', 'vi-VN': 'Đơn giá' },
  amount: { 'zh-CN': '含税金额', 'en-US': 'Amount', 'vi-VN': 'Thành tiền' },
  brand: { 'zh-CN': '品牌', 'en-US': 'Brand', 'vi-VN': 'Nhãn hiệu' },
  days: { 'zh-CN': '天数', 'en-US': 'Days', 'vi-VN': 'Ngày' },
  terms: { 'zh-CN': '条款', 'en-US': 'Terms', 'vi-VN': 'Điều khoản' },
  agreed: { 'zh-CN': '同意', 'en-US': 'Agreed', 'vi-VN': 'Đồng ý' },
  difference: { 'zh-CN': '偏差', 'en-US': 'Difference', 'vi-VN': 'Khác biệt' },
  page: { 'zh-CN': '第 {{n}} 页', 'en-US': 'Page {{n}}', 'vi-VN': 'Trang {{n}}' },
  notSent: {
    'zh-CN': '报价尚未发送，没有回执',
    'en-US': 'The quotation is not sent, so it has no receipt',
    'vi-VN': 'Báo giá chưa được gửi nên chưa có biên nhận',
  },
} satisfies Record<string, Texts>;

const W = 595;
const H = 842;
const M = 40;

/** A page cursor: writes lines of text top-down and starts a new page when the current is full. */
class Writer {
  private ctx!: PdfContext;
  private y = 0;
  private pages = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly pageLabel: (n: number) => string,
  ) {
    this.newPage();
  }
  private newPage() {
    if (this.pages > 0) this.doc.endPage();
    this.ctx = this.doc.beginPage(W, H);
    this.pages += 1;
    this.y = M;
    this.ctx.fillStyle = '#000000';
    this.font(9);
    this.ctx.fillText(this.pageLabel(this.pages), W - M - 60, H - 20);
  }
  font(size: number, bold = false) {
    this.ctx.font = `${bold ? 'bold ' : ''}${size}px ${FAMILY}`;
  }
  /** Room for `h` more points, or a new page. */
  need(h: number) {
    if (this.y + h > H - M) this.newPage();
  }
  /** Text cut to fit `width` (with an ellipsis). */
  fit(text: string, width: number): string {
    if (this.ctx.measureText(text).width <= width) return text;
    let s = text;
    while (s.length > 1 && this.ctx.measureText(`${s}…`).width > width) s = s.slice(0, -1);
    return `${s}…`;
  }
  /** Wrapped text from x, `width` wide. */
  para(text: string, size = 10, x = M, width = W - 2 * M, bold = false) {
    this.font(size, bold);
    const lineH = size * 1.45;
    let line = '';
    for (const ch of Array.from(text)) {
      if (ch === '\n' || this.ctx.measureText(line + ch).width > width) {
        this.need(lineH);
        this.ctx.fillText(line, x, this.y + size);
        this.y += lineH;
        line = ch === '\n' ? '' : ch;
      } else line += ch;
    }
    this.need(lineH);
    this.ctx.fillText(line, x, this.y + size);
    this.y += lineH;
  }
  /** A label and its value on one row (the value wraps). */
  field(label: string, value: string) {
    this.font(10, true);
    this.need(15);
    this.ctx.fillText(label, M, this.y + 10);
    const top = this.y;
    this.para(value || '—', 10, M + 150, W - 2 * M - 150);
    if (this.y === top) this.y += 15;
  }
  /** One table row: texts in columns (x offsets from M, widths), right-aligned where asked. */
  row(cells: { text: string; x: number; w: number; right?: boolean }[], size = 9, bold = false) {
    this.font(size, bold);
    this.need(size * 1.6);
    for (const c of cells) {
      const text = this.fit(c.text, c.w - 4);
      const x = M + c.x + (c.right ? c.w - 4 - this.ctx.measureText(text).width : 0);
      this.ctx.fillText(text, x, this.y + size);
    }
    this.y += size * 1.6;
  }
  rule() {
    this.need(6);
    this.ctx.strokeStyle = '#444444';
    this.ctx.lineWidth = 0.5;
    this.ctx.beginPath();
    this.ctx.moveTo(M, this.y + 2);
    this.ctx.lineTo(W - M, this.y + 2);
    this.ctx.stroke();
    this.y += 6;
  }
  gap(h: number) {
    this.y += h;
  }
  close(): Buffer {
    this.doc.endPage();
    return this.doc.close();
  }
}

type SourceInfo = { sourceNum: string; title: string; lines: Map<string, { description: string; quantity: string; unit: string | null }>; terms?: Map<string, string> };

/** The document itself, from the owner's view of its sent quotation. */
export function renderReceiptPdf(view: QuotationView, source: SourceInfo, lang: Language): Buffer {
  ensureFont();
  const t = (k: keyof typeof T, vars: Record<string, string | number> = {}) => T[k][lang].replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? ''));
  const doc = new PDFDocument({ title: `${t('title')} ${view.quotationNum}`, creator: 'Supplier portal', producer: 'Supplier portal' });
  const w = new Writer(doc, (n) => t('page', { n }));
  w.para(t('title'), 16, M, W - 2 * M, true);
  w.gap(4);
  w.para(t('receipt'), 12, M, W - 2 * M, true);
  w.rule();
  w.field(t('number'), view.quotationNum ?? '');
  w.field(t('source'), `${source.sourceNum} ${source.title}`);
  w.field(t('round'), String(view.round));
  w.para(t('sentAt'), 10, M, W - 2 * M, true);
  w.field(`  ${t('china')}`, formatInstantWithZone(view.sentAt ?? ''));
  w.field(`  ${t('vietnam')}`, formatInstantWithZone(view.sentAt ?? '', VIETNAM_UTC_OFFSET));
  w.field(t('digest'), view.digest ?? '');
  w.gap(8);
  const h = view.header;
  w.field(t('offeror'), h.offeror);
  w.field(t('validity'), h.validityDate ?? '');
  w.field(t('arrival'), h.arrivalDays === null ? '' : String(h.arrivalDays));
  w.field(t('total'), `${h.totalWithTax} ${h.currency}`);
  w.field(t('tax'), `${h.totalTax} ${h.currency}`);
  if (h.remark) w.field(t('remark'), h.remark);
  w.gap(8);
  w.para(t('lines'), 12, M, W - 2 * M, true);
  const cols = [
    { key: 'line', x: 0, w: 28 },
    { key: 'item', x: 28, w: 150 },
    { key: 'qty', x: 178, w: 50, right: true },
    { key: 'rate', x: 228, w: 40, right: true },
    { key: 'price', x: 268, w: 75, right: true },
    { key: 'amount', x: 343, w: 80, right: true },
    { key: 'brand', x: 423, w: 60 },
    { key: 'days', x: 483, w: 32, right: true },
  ] as const;
  w.row(cols.map((c) => ({ text: t(c.key), x: c.x, w: c.w, right: 'right' in c })), 8, true);
  w.rule();
  for (const l of view.lines) {
    const src = source.lines.get(l.lineId);
    const values: Record<(typeof cols)[number]['key'], string> = {
      line: String(l.lineNo),
      item: src?.description ?? '',
      qty: src ? `${src.quantity}${src.unit ? ` ${src.unit}` : ''}` : '',
      rate: l.taxRate ?? '',
      price: l.unitPriceWithTax ?? '',
      amount: l.amountWithTax ?? '',
      brand: l.brand ?? '',
      days: l.arrivalDays === null ? '' : String(l.arrivalDays),
    };
    w.row(cols.map((c) => ({ text: values[c.key], x: c.x, w: c.w, right: 'right' in c })));
    if (l.supplierRemark) w.para(`${t('remark')}: ${l.supplierRemark}`, 8, M + 28, W - 2 * M - 28);
  }
  if (view.terms.length) {
    w.gap(8);
    w.para(t('terms'), 12, M, W - 2 * M, true);
    for (const term of view.terms) {
      const name = source.terms?.get(term.termId) ?? term.termId;
      w.para(`${name}: ${term.isAgree ? t('agreed') : `${t('difference')} — ${term.difference ?? ''}`}`, 9);
    }
  }
  return w.close();
}

/** The owner's sent quotation as a PDF with its receipt; 404 for anyone else's, 409 before it is sent. */
export async function quotationReceiptPdf(ctx: AppContext, caller: SupplierCaller, sourceId: string, quotationId: string, lang: Language): Promise<{ fileName: string; pdf: Buffer }> {
  const view = await findQuotation(ctx, caller, sourceId, 'current', quotationId);
  if (!view) throw notFound();
  if (view.status !== 'sent' || !view.digest || !view.sentAt) throw new AppError(409, T.notSent[lang]);
  const source = await findSource(ctx.db, view.sourceId);
  if (!source) throw notFound();
  const [lines, terms] = await Promise.all([
    sourceLines(ctx.db, source.source_id),
    sourceTerms(ctx.db, source.source_id),
  ]);
  const title = lang === 'zh-CN' ? source.source_title : (source.source_title_en ?? source.source_title);
  const pdf = renderReceiptPdf(
    view,
    {
      sourceNum: source.source_num,
      title,
      lines: new Map(lines.map((l) => [l.line_id, { description: l.description, quantity: String(l.quantity), unit: l.unit }])),
      terms: new Map(terms.map((x) => [x.term_id, x.name])),
    },
    lang,
  );
  return { fileName: `${view.quotationNum}.pdf`, pdf };
}
