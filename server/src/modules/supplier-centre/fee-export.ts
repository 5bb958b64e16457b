// The membership-fee list as Excel (issue 35), with the list's filter (due, paid or every fee):
// the caller's own fees only, in the list's order, times on China time with the zone named.
import { CHINA_UTC_OFFSET, formatAtOffset, utcOffsetLabel } from '@portal/shared/core';
import type { Language } from '../../platform/constants';
import type { AppContext } from '../../platform/context';
import { listFees } from '../payments/service';
import { EXPORT_MAX_ROWS, amountCell, datedName, listWorkbook, type SheetColumn, type Texts } from './list-workbook';

type Fee = Awaited<ReturnType<typeof listFees>>['records'][number];
const invoice = (f: Fee) => (f.invoiceInfo ?? {}) as { invoiceTitle?: string; taxNumber?: string };

const ZONE = utcOffsetLabel(CHINA_UTC_OFFSET);
const at = (iso: string | null) => (iso ? formatAtOffset(iso, CHINA_UTC_OFFSET, 'yyyy-MM-dd hh:mm') : null);

const STATE: Record<'due' | 'overdue' | 'paid', Texts> = {
  due: { 'zh-CN': '待缴', 'en-US': 'Due', 'vi-VN': 'Chờ nộp' },
  overdue: { 'zh-CN': '已逾期', 'en-US': 'Overdue', 'vi-VN': 'Quá hạn' },
  paid: { 'zh-CN': '已缴', 'en-US': 'Paid', 'vi-VN': 'Đã nộp' },
};
const SHEET: Texts = { 'zh-CN': '会员费', 'en-US': 'Membership fees', 'vi-VN': 'Phí hội viên' };
const FILE: Texts = { 'zh-CN': '会员费', 'en-US': 'membership-fees', 'vi-VN': 'phi-hoi-vien' };

const COLUMNS: SheetColumn<Fee>[] = [
  { heading: { 'zh-CN': '费用', 'en-US': 'Fee', 'vi-VN': 'Khoản phí' }, width: 32, value: (f) => f.title },
  { heading: { 'zh-CN': '期间', 'en-US': 'Period', 'vi-VN': 'Kỳ' }, width: 12, value: (f) => f.period },
  { heading: { 'zh-CN': '金额', 'en-US': 'Amount', 'vi-VN': 'Số tiền' }, width: 16, value: (f) => amountCell(f.amount) },
  { heading: { 'zh-CN': '币种', 'en-US': 'Currency', 'vi-VN': 'Tiền tệ' }, width: 8, value: (f) => f.currency },
  { heading: { 'zh-CN': `缴费截止 ${ZONE}`, 'en-US': `Due date ${ZONE}`, 'vi-VN': `Hạn nộp ${ZONE}` }, width: 20, value: (f) => at(f.dueDate) },
  { heading: { 'zh-CN': '状态', 'en-US': 'Status', 'vi-VN': 'Trạng thái' }, width: 12, value: (f, l) => STATE[f.status === 'paid' ? 'paid' : f.overdue ? 'overdue' : 'due'][l] },
  { heading: { 'zh-CN': `缴费时间 ${ZONE}`, 'en-US': `Paid at ${ZONE}`, 'vi-VN': `Ngày nộp ${ZONE}` }, width: 20, value: (f) => at(f.paidAt) },
  { heading: { 'zh-CN': '发票抬头', 'en-US': 'Invoice title', 'vi-VN': 'Tên trên hóa đơn' }, width: 28, value: (f) => invoice(f).invoiceTitle || null },
  { heading: { 'zh-CN': '税号', 'en-US': 'Tax number', 'vi-VN': 'Mã số thuế' }, width: 22, value: (f) => invoice(f).taxNumber || null },
];

/** user/exportSupplierFeeList: the caller's fees the filter finds. */
export async function exportFeeList(ctx: AppContext, supplierId: string, status: 'due' | 'paid' | undefined, lang: Language) {
  const { records } = await listFees(ctx, supplierId, { page: 1, size: EXPORT_MAX_ROWS + 1, offset: 0 }, { status });
  return { fileName: datedName(FILE[lang], ctx.clock.now()), content: await listWorkbook(SHEET[lang], COLUMNS, records, lang) };
}
