// The columns of the lines template (spec 02 §3 "Line"): the line's own fields, read-only, then the
// five a supplier fills in, with a hidden line-id column first that ties a row to its line. Headings
// are in the caller's language; an uploaded template is recognised by its headings in any of the
// three, since a workbook may be downloaded in one language and filled in another.
import type { Language } from '../../platform/constants';

export type Heading = Record<Language, string>;

export interface TemplateColumn {
  key: 'lineId' | 'lineNo' | 'itemCode' | 'description' | 'specification' | 'quantity' | 'unit' | 'bidPackage' | 'requiredArrivalDays' | FillKey;
  heading: Heading;
  width: number;
  /** Filled in by the supplier (and read back by the import). */
  fill: boolean;
}

export type FillKey = 'taxRate' | 'unitPriceWithTax' | 'brand' | 'arrivalDays' | 'supplierRemark';

const col = (key: TemplateColumn['key'], zh: string, en: string, vi: string, width: number, fill = false): TemplateColumn => ({
  key,
  heading: { 'zh-CN': zh, 'en-US': en, 'vi-VN': vi },
  width,
  fill,
});

/** In sheet order: column A is the line id (hidden), B… the rest. */
export const TEMPLATE_COLUMNS: TemplateColumn[] = [
  col('lineId', '明细ID', 'Line ID', 'Mã dòng', 24),
  col('lineNo', '行号', 'Line no.', 'STT', 8),
  col('itemCode', '物料编码', 'Item code', 'Mã vật tư', 16),
  col('description', '物料描述', 'Description', 'Mô tả', 36),
  col('specification', '规格型号', 'Specification', 'Quy cách', 24),
  col('quantity', '数量', 'Quantity', 'Số lượng', 12),
  col('unit', '单位', 'Unit', 'Đơn vị', 8),
  col('bidPackage', '标包', 'Bid package', 'Gói thầu', 14),
  col('requiredArrivalDays', '要求到货天数', 'Required arrival days', 'Số ngày giao yêu cầu', 14),
  col('taxRate', '税率(%)', 'Tax rate (%)', 'Thuế suất (%)', 12, true),
  col('unitPriceWithTax', '含税单价', 'Unit price with tax', 'Đơn giá gồm thuế', 18, true),
  col('brand', '品牌/OEM/制造商', 'Brand / OEM / manufacturer', 'Thương hiệu / OEM / nhà sản xuất', 24, true),
  col('arrivalDays', '到货天数', 'Arrival days', 'Số ngày giao hàng', 12, true),
  col('supplierRemark', '备注', 'Remark', 'Ghi chú', 30, true),
];

/** Column letter of a 1-based column number (1 → A, 27 → AA). */
export function columnLetter(n: number): string {
  let s = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
}

/** Where each column sits (1-based) and its letter. */
export const columnOf = (key: TemplateColumn['key']) => {
  const index = TEMPLATE_COLUMNS.findIndex((c) => c.key === key) + 1;
  return { index, letter: columnLetter(index), column: TEMPLATE_COLUMNS[index - 1] };
};

/** Headings of the exported quotation (header block, line table and terms). */
export const QUOTATION_LABELS = {
  quotationNum: { 'zh-CN': '报价单号', 'en-US': 'Quotation no.', 'vi-VN': 'Số báo giá' },
  source: { 'zh-CN': '询价单', 'en-US': 'Order', 'vi-VN': 'Đơn' },
  round: { 'zh-CN': '报价轮次', 'en-US': 'Round', 'vi-VN': 'Vòng' },
  status: { 'zh-CN': '状态', 'en-US': 'Status', 'vi-VN': 'Trạng thái' },
  savedAt: { 'zh-CN': '保存时间', 'en-US': 'Saved at', 'vi-VN': 'Lưu lúc' },
  sentAt: { 'zh-CN': '发送时间', 'en-US': 'Sent at', 'vi-VN': 'Gửi lúc' },
  digest: { 'zh-CN': '回执摘要(SHA-256)', 'en-US': 'Receipt digest (SHA-256)', 'vi-VN': 'Mã băm biên nhận (SHA-256)' },
  offeror: { 'zh-CN': '报价人', 'en-US': 'Offeror', 'vi-VN': 'Người báo giá' },
  validityDate: { 'zh-CN': '报价有效期', 'en-US': 'Valid until', 'vi-VN': 'Hiệu lực đến' },
  arrivalDays: { 'zh-CN': '承诺到货天数', 'en-US': 'Promised arrival days', 'vi-VN': 'Số ngày giao cam kết' },
  currency: { 'zh-CN': '币种', 'en-US': 'Currency', 'vi-VN': 'Tiền tệ' },
  totalWithTax: { 'zh-CN': '含税总价', 'en-US': 'Total with tax', 'vi-VN': 'Tổng gồm thuế' },
  totalTax: { 'zh-CN': '税额合计', 'en-US': 'Total tax', 'vi-VN': 'Tổng thuế' },
  remark: { 'zh-CN': '备注', 'en-US': 'Remark', 'vi-VN': 'Ghi chú' },
  amountWithTax: { 'zh-CN': '含税金额', 'en-US': 'Amount with tax', 'vi-VN': 'Thành tiền gồm thuế' },
  tax: { 'zh-CN': '税额', 'en-US': 'Tax', 'vi-VN': 'Thuế' },
  termNo: { 'zh-CN': '条款号', 'en-US': 'Term no.', 'vi-VN': 'Số điều khoản' },
  termName: { 'zh-CN': '条款名称', 'en-US': 'Term', 'vi-VN': 'Điều khoản' },
  termContent: { 'zh-CN': '条款内容', 'en-US': 'Content', 'vi-VN': 'Nội dung' },
  isAgree: { 'zh-CN': '是否同意', 'en-US': 'Agreed', 'vi-VN': 'Đồng ý' },
  difference: { 'zh-CN': '偏差说明', 'en-US': 'Difference', 'vi-VN': 'Khác biệt' },
  yes: { 'zh-CN': '是', 'en-US': 'Yes', 'vi-VN': 'Có' },
  no: { 'zh-CN': '否', 'en-US': 'No', 'vi-VN': 'Không' },
  draft: { 'zh-CN': '暂存', 'en-US': 'Draft', 'vi-VN': 'Bản nháp' },
  sent: { 'zh-CN': '已发送', 'en-US': 'Sent', 'vi-VN': 'Đã gửi' },
  cancelled: { 'zh-CN': '已撤回', 'en-US': 'Cancelled', 'vi-VN': 'Đã hủy' },
} satisfies Record<string, Heading>;
