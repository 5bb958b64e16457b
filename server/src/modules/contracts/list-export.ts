// The contract and delivery-note lists as Excel (issue 35), with the same filters as the lists
// (getContractList, getOrderList): what the supplier found on screen, every page of it, up to
// EXPORT_MAX_ROWS. Only the caller's own records: the queries are the lists' own, scoped to the
// supplier. Headings and states in the reader's language.
import { formatAtOffset, utcOffsetLabel, CHINA_UTC_OFFSET } from '@portal/shared/core';
import type { Language } from '../../platform/constants';
import type { AppContext } from '../../platform/context';
import { EXPORT_MAX_ROWS, amountCell, datedName, listWorkbook, type SheetColumn, type Texts } from '../supplier-centre/list-workbook';
import { pageContracts, type ContractFilter } from './queries';
import { contractRecord } from './records';
import { listDeliveryNotes, type NoteFilter } from './service';

const ZONE = utcOffsetLabel(CHINA_UTC_OFFSET);
const zoned = (t: Texts): Texts => ({ 'zh-CN': `${t['zh-CN']} ${ZONE}`, 'en-US': `${t['en-US']} ${ZONE}`, 'vi-VN': `${t['vi-VN']} ${ZONE}` });
const day = (iso: string | null) => (iso ? formatAtOffset(iso, CHINA_UTC_OFFSET, 'yyyy-MM-dd') : null);
const minute = (iso: string | null) => (iso ? formatAtOffset(iso, CHINA_UTC_OFFSET, 'yyyy-MM-dd hh:mm') : null);
const label = (texts: Record<string, Texts>, key: string | null, lang: Language) => (key ? (texts[key]?.[lang] ?? key) : null);

const CONTRACT_STATUS: Record<string, Texts> = {
  DRAFT: { 'zh-CN': '草稿', 'en-US': 'Draft', 'vi-VN': 'Bản nháp' },
  SIGNED: { 'zh-CN': '已签订', 'en-US': 'Signed', 'vi-VN': 'Đã ký' },
  PERFORMING: { 'zh-CN': '履行中', 'en-US': 'In performance', 'vi-VN': 'Đang thực hiện' },
  COMPLETED: { 'zh-CN': '已完成', 'en-US': 'Completed', 'vi-VN': 'Hoàn thành' },
  TERMINATED: { 'zh-CN': '已终止', 'en-US': 'Terminated', 'vi-VN': 'Đã chấm dứt' },
};
const CONTRACT_TYPE: Record<string, Texts> = {
  MATERIAL: { 'zh-CN': '物资', 'en-US': 'Materials', 'vi-VN': 'Vật tư' },
  WORKS: { 'zh-CN': '工程', 'en-US': 'Works', 'vi-VN': 'Công trình' },
  SALE: { 'zh-CN': '销售', 'en-US': 'Sale', 'vi-VN': 'Bán hàng' },
};
const ACCEPTANCE: Record<string, Texts> = {
  pending: { 'zh-CN': '待发货', 'en-US': 'Pending', 'vi-VN': 'Chờ giao' },
  shipped: { 'zh-CN': '已发货', 'en-US': 'Shipped', 'vi-VN': 'Đã giao' },
  received: { 'zh-CN': '已收货', 'en-US': 'Received', 'vi-VN': 'Đã nhận' },
  accepted: { 'zh-CN': '已验收', 'en-US': 'Accepted', 'vi-VN': 'Đã nghiệm thu' },
  rejected: { 'zh-CN': '已拒收', 'en-US': 'Rejected', 'vi-VN': 'Bị từ chối' },
};

const SHEET = {
  contracts: { 'zh-CN': '合同', 'en-US': 'Contracts', 'vi-VN': 'Hợp đồng' },
  contractsFile: { 'zh-CN': '我的合同', 'en-US': 'contracts', 'vi-VN': 'hop-dong' },
  notes: { 'zh-CN': '发货单', 'en-US': 'Delivery notes', 'vi-VN': 'Phiếu giao hàng' },
  notesFile: { 'zh-CN': '发货单', 'en-US': 'delivery-notes', 'vi-VN': 'phieu-giao-hang' },
} satisfies Record<string, Texts>;

type Contract = ReturnType<typeof contractRecord>;
const CONTRACT_COLUMNS: SheetColumn<Contract>[] = [
  { heading: { 'zh-CN': '合同编号', 'en-US': 'Contract no.', 'vi-VN': 'Số hợp đồng' }, width: 18, value: (c) => c.contractNum },
  { heading: { 'zh-CN': '合同名称', 'en-US': 'Contract name', 'vi-VN': 'Tên hợp đồng' }, width: 36, value: (c) => c.contractName },
  { heading: { 'zh-CN': '状态', 'en-US': 'Status', 'vi-VN': 'Trạng thái' }, width: 14, value: (c, l) => label(CONTRACT_STATUS, c.status, l) },
  { heading: { 'zh-CN': '类型', 'en-US': 'Type', 'vi-VN': 'Loại' }, width: 12, value: (c, l) => label(CONTRACT_TYPE, c.contractType, l) },
  { heading: { 'zh-CN': '甲方', 'en-US': 'Party A', 'vi-VN': 'Bên A' }, width: 28, value: (c) => c.partyAName },
  { heading: { 'zh-CN': '乙方', 'en-US': 'Party B', 'vi-VN': 'Bên B' }, width: 28, value: (c) => c.partyBName },
  { heading: { 'zh-CN': '寻源单号', 'en-US': 'Source no.', 'vi-VN': 'Số yêu cầu' }, width: 18, value: (c) => c.sourceNum },
  { heading: { 'zh-CN': '签订金额', 'en-US': 'Signed amount', 'vi-VN': 'Giá trị ký kết' }, width: 18, value: (c) => amountCell(c.signedAmount) },
  { heading: { 'zh-CN': '总金额', 'en-US': 'Total amount', 'vi-VN': 'Tổng giá trị' }, width: 18, value: (c) => amountCell(c.totalAmount) },
  { heading: { 'zh-CN': '币种', 'en-US': 'Currency', 'vi-VN': 'Tiền tệ' }, width: 8, value: (c) => c.currency },
  { heading: zoned({ 'zh-CN': '签订日期', 'en-US': 'Signed on', 'vi-VN': 'Ngày ký' }), width: 16, value: (c) => day(c.signDate) },
  { heading: zoned({ 'zh-CN': '预计到货', 'en-US': 'Predicted arrival', 'vi-VN': 'Dự kiến đến' }), width: 18, value: (c) => day(c.predictedArrival) },
  { heading: { 'zh-CN': '发货单数', 'en-US': 'Delivery notes', 'vi-VN': 'Số phiếu giao hàng' }, width: 12, value: (c) => c.deliveryNoteCount ?? null },
];

type Note = Awaited<ReturnType<typeof listDeliveryNotes>>['records'][number];
const NOTE_COLUMNS: SheetColumn<Note>[] = [
  { heading: { 'zh-CN': '发货单号', 'en-US': 'Delivery note no.', 'vi-VN': 'Số phiếu giao hàng' }, width: 20, value: (n) => n.noteCode },
  { heading: { 'zh-CN': '标题', 'en-US': 'Title', 'vi-VN': 'Tiêu đề' }, width: 32, value: (n) => n.title },
  { heading: { 'zh-CN': '合同编号', 'en-US': 'Contract no.', 'vi-VN': 'Số hợp đồng' }, width: 18, value: (n) => n.contractNum },
  { heading: { 'zh-CN': '合同名称', 'en-US': 'Contract name', 'vi-VN': 'Tên hợp đồng' }, width: 30, value: (n) => n.contractName },
  { heading: { 'zh-CN': '订单号', 'en-US': 'Order no.', 'vi-VN': 'Số đơn hàng' }, width: 16, value: (n) => n.orderNum },
  { heading: { 'zh-CN': '验收状态', 'en-US': 'Acceptance', 'vi-VN': 'Nghiệm thu' }, width: 14, value: (n, l) => label(ACCEPTANCE, n.acceptanceStatus, l) },
  { heading: { 'zh-CN': '发货数量', 'en-US': 'Shipped quantity', 'vi-VN': 'Số lượng giao' }, width: 16, value: (n) => amountCell(n.shippedQuantity) },
  { heading: { 'zh-CN': '本次发货数量', 'en-US': 'This shipment', 'vi-VN': 'Lần giao này' }, width: 16, value: (n) => amountCell(n.currentQuantity) },
  { heading: zoned({ 'zh-CN': '发货时间', 'en-US': 'Shipped at', 'vi-VN': 'Thời gian giao' }), width: 20, value: (n) => minute(n.shipTime) },
  { heading: zoned({ 'zh-CN': '确认时间', 'en-US': 'Confirmed at', 'vi-VN': 'Thời gian xác nhận' }), width: 20, value: (n) => minute(n.confirmTime) },
  { heading: { 'zh-CN': '快递单号', 'en-US': 'Courier no.', 'vi-VN': 'Số vận đơn' }, width: 18, value: (n) => n.courierNum },
  { heading: { 'zh-CN': '收货地址', 'en-US': 'Ship-to address', 'vi-VN': 'Địa chỉ giao hàng' }, width: 32, value: (n) => n.shipToAddress },
];

export interface ListFile {
  fileName: string;
  content: Buffer;
}

/** contract/exportContractList: the caller's contracts the filter finds, in the list's order. */
export async function exportContractList(ctx: AppContext, supplierId: string, filter: ContractFilter, lang: Language): Promise<ListFile> {
  const { rows } = await pageContracts(ctx.db, supplierId, { ...filter, offset: 0, limit: EXPORT_MAX_ROWS + 1 });
  const content = await listWorkbook(SHEET.contracts[lang], CONTRACT_COLUMNS, rows.map(contractRecord), lang);
  return { fileName: datedName(SHEET.contractsFile[lang], ctx.clock.now()), content };
}

/** order/exportOrderList: the caller's delivery notes the filter finds, in the list's order. */
export async function exportDeliveryNoteList(ctx: AppContext, supplierId: string, filter: NoteFilter, lang: Language): Promise<ListFile> {
  const { records } = await listDeliveryNotes(ctx, supplierId, { page: 1, size: EXPORT_MAX_ROWS + 1, offset: 0 }, filter);
  const content = await listWorkbook(SHEET.notes[lang], NOTE_COLUMNS, records, lang);
  return { fileName: datedName(SHEET.notesFile[lang], ctx.clock.now()), content };
}
