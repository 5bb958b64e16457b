// Tables of the supplier centre and the contracts area (migration 0600), added to the typed
// database with withTables so the shared schema file stays untouched by this area. The columns
// 0600 adds to existing tables (contract, supplier_notice, attachment) are declared here too and
// merge with theirs.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';
import type { PublicAreaTables } from '../files/tables';
import type { QuestionTables } from '../questions/tables';
import type { SourceAdminTables } from '../source-admin/tables';

type Time = ColumnType<Date, Date | string, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** numeric: both drivers answer a string; kept exact. */
type Numeric = ColumnType<string, string | number, string | number>;
type OptNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export interface SupplierNoticeViewTable {
  notice_id: number;
  supplier_id: string;
  viewed_at: Time;
}

export interface SupplierTodoMarkTable {
  supplier_id: string;
  kind: string;
  seen_at: Time;
}

export interface SupplierCaTable {
  ca_sn: string;
  supplier_id: string;
  holder: string;
  issuer: string;
  valid_from: Time;
  valid_to: Time;
  bound: ColumnType<boolean, boolean | undefined, boolean>;
  bound_at: NullableTime;
  unbound_at: NullableTime;
  unbound_by: Opt<string>;
  revoked_at: NullableTime;
  registered_by: string;
  registered_at: Time;
}

export type FeeStatus = 'due' | 'paid';
export interface SupplierFeeTable {
  fee_id: string;
  supplier_id: string;
  fee_type: string;
  title: string;
  period: Opt<string>;
  amount: Numeric;
  currency: string;
  due_date: Time;
  status: FeeStatus;
  paid_at: NullableTime;
  invoice_info: ColumnType<unknown, string | undefined, string>;
  created_by: string;
  created_at: Time;
}

export type PayOrderStatus = 'pending' | 'paid' | 'failed' | 'expired';
export interface PayOrderTable {
  order_id: string;
  fee_id: string;
  supplier_id: string;
  amount: Numeric;
  currency: string;
  provider: string;
  pay_token: string;
  status: PayOrderStatus;
  created_at: Time;
  expires_at: Time;
  settled_at: NullableTime;
  settled_by: Opt<string>;
  created_by: string;
}

export interface SupplierDocumentTable {
  doc_id: string;
  supplier_id: Opt<string>;
  contract_id: Opt<string>;
  title: string;
  doc_type: string;
  file_name: string;
  content_type: string;
  file_size: number;
  content: ColumnType<Uint8Array, Uint8Array, never>;
  created_by: string;
  created_at: Time;
}

/** The columns migration 0600 adds to contract (schema.ts declares the first ones). */
export interface ContractDetailColumns {
  contract_type: Opt<string>;
  total_amount: OptNumeric;
  party_a_contact: Opt<string>;
  party_a_phone: Opt<string>;
  party_b_contact: Opt<string>;
  party_b_phone: Opt<string>;
  storage_date: NullableTime;
  received_quantity: OptNumeric;
  arrival_address: Opt<string>;
  invoice_address: Opt<string>;
  source_id: Opt<string>;
  frame_agreement_id: Opt<string>;
  remark: Opt<string>;
  created_by: Opt<string>;
  created_at: NullableTime;
}

export interface DeliveryNoteTable {
  note_id: string;
  note_code: string;
  contract_id: string;
  supplier_id: string;
  title: string;
  order_num: Opt<string>;
  paper_doc_num: Opt<string>;
  ship_time: NullableTime;
  confirm_time: NullableTime;
  acceptance_status: string;
  ship_to_address: Opt<string>;
  courier_num: Opt<string>;
  operator: Opt<string>;
  shipped_quantity: Numeric;
  current_quantity: Numeric;
  created_at: Time;
}

export interface DeliveryNoteLogTable {
  id: Generated<number>;
  note_id: string;
  at: Time;
  operator: string;
  action: string;
  remark: Opt<string>;
}

export interface FrameAgreementTable {
  agreement_id: string;
  agreement_num: string;
  supplier_id: string;
  title: string;
  party_a_name: string;
  status: string;
  currency: string;
  total_amount: Numeric;
  sign_date: NullableTime;
  valid_from: Time;
  valid_to: Time;
  remark: Opt<string>;
  created_by: string;
  created_at: Time;
}

export interface FrameAgreementLineTable {
  agreement_id: string;
  line_no: number;
  item_code: Opt<string>;
  description: string;
  specification: Opt<string>;
  unit: string;
  unit_price: Numeric;
  tax_rate: OptNumeric;
  quantity: OptNumeric;
}

export type CentreTables = {
  supplier_notice_view: SupplierNoticeViewTable;
  supplier_notice: { posted_by: Opt<string> };
  supplier_todo_mark: SupplierTodoMarkTable;
  attachment: { valid_until: NullableTime };
  supplier_ca: SupplierCaTable;
  supplier_fee: SupplierFeeTable;
  pay_order: PayOrderTable;
  supplier_document: SupplierDocumentTable;
  contract: ContractDetailColumns;
  delivery_note: DeliveryNoteTable;
  delivery_note_log: DeliveryNoteLogTable;
  frame_agreement: FrameAgreementTable;
  frame_agreement_line: FrameAgreementLineTable;
};

export type CentreDb = Kysely<Database & PublicAreaTables & QuestionTables & SourceAdminTables & CentreTables>;
export const centreDb = (db: Db): CentreDb => db.withTables<PublicAreaTables & QuestionTables & SourceAdminTables & CentreTables>();
