// Delivery notes (issue 15; spec 02 §3 "Delivery note"; routes /order_list and /purchase_order):
// order/getOrderList and order/getOrderDetail under /isp/portal, the detail with its operation log.
import { fileNameFromDisposition, http, pageOf, saveBlob, type ApiReply, type PageOf } from '@portal/shared/core';
/** The contract a note belongs to, as the detail carries it (every contract field; those shown here). */
export interface NoteContract {
  contractId: string;
  contractNum: string;
  contractName: string;
  partyAName: string;
  partyBName: string;
  currency: string;
}

const P = '/isp/portal';

export const ACCEPTANCE_STATUSES = ['pending', 'shipped', 'received', 'accepted', 'rejected'] as const;

export interface DeliveryNoteRow {
  noteId: string;
  noteCode: string;
  title: string | null;
  contractId: string;
  contractNum: string | null;
  contractName: string | null;
  orderNum: string | null;
  paperDocNum: string | null;
  shipTime: string | null;
  confirmTime: string | null;
  acceptanceStatus: string;
  shipToAddress: string | null;
  courierNum: string | null;
  operator: string | null;
  shippedQuantity: string | null;
  currentQuantity: string | null;
  createdAt: string | null;
}

export interface DeliveryLogEntry {
  id: number | string;
  at: string;
  operator: string | null;
  action: string;
  remark: string | null;
}

export interface DeliveryNoteDetail extends DeliveryNoteRow {
  contract: NoteContract;
  log: DeliveryLogEntry[];
}

export interface DeliveryNoteCriteria {
  noteCode?: string;
  contractNum?: string;
  orderNum?: string;
  title?: string;
  acceptanceStatus?: string;
  /** China days, YYYY-MM-DD. */
  shipTimeFrom?: string;
  shipTimeTo?: string;
}

export async function fetchDeliveryNotes(page: number, pageSize: number, criteria: DeliveryNoteCriteria = {}): Promise<PageOf<DeliveryNoteRow>> {
  const { data } = await http.post<ApiReply<DeliveryNoteRow>>(`${P}/order/getOrderList`, { page, pageSize, ...criteria });
  return pageOf(data);
}

export async function fetchDeliveryNote(noteId: string): Promise<DeliveryNoteDetail> {
  const { data } = await http.post<ApiReply<DeliveryNoteDetail>>(`${P}/order/getOrderDetail`, { noteId });
  return data.data as DeliveryNoteDetail;
}

/** order/exportOrderList: every delivery note the criteria find (not one page) as an .xlsx, saved under the server's name. */
export async function exportDeliveryNotes(criteria: DeliveryNoteCriteria = {}): Promise<string> {
  const res = await http.post<Blob>(`${P}/order/exportOrderList`, criteria, { responseType: 'blob' });
  const name = fileNameFromDisposition(res.headers['content-disposition'] as string | undefined, 'delivery-notes.xlsx');
  saveBlob(res.data, name);
  return name;
}
