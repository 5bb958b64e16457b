// Table types for Kysely. snake_case as in SQL; the wire mapping to the spec's camelCase lives in
// each module's queries.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface NoticeTable {
  info_id: string;
  info_title: string;
  info_title_en: string | null;
  info_type: string;
  notice_send_time: NullableTimestamp;
  bid_doc_refer_end_time: NullableTimestamp;
  creation_date: Timestamp;
  meaning: string | null;
  notice_code: string | null;
  business_num: string | null;
  notice_status: string | null;
  attribute3: string | null;
  info_dtime: NullableTimestamp;
  content: string | null;
  area: 'bidding' | 'nonbidding' | 'info';
  tab: string;
  source_num: string | null;
}

export interface SourceTable {
  source_id: string;
  source_num: string;
  source_title: string;
  source_title_en: string | null;
  source_type: 'XJ' | 'CS' | 'ZB';
  source_method: string | null;
  quotation_date: NullableTimestamp;
  publish_date: NullableTimestamp;
  status: string;
  buyer_org: string | null;
  currency: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  description: string | null;
}

export interface AppUserTable {
  user_id: string;
  user_name: string;
  password_hash: string;
  phone: string | null;
  email: string | null;
  user_kind: 'portal' | 'temp' | 'shell';
  supplier_id: string | null;
  roles: string;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  locked_until: NullableTimestamp;
  id_number: ColumnType<string | null, string | null | undefined, string | null>;
  sso_target: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SupplierTable {
  supplier_id: string;
  supplier_num: string;
  supplier_name: string;
  supplier_name_en: string | null;
  wf_su_status: string;
  activated: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AuthTokenTable {
  token_hash: string;
  refresh_hash: string;
  user_id: string;
  kind: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** 'logout' or 'forced' (ended by a login elsewhere): a forced one answers with login-mark 0. */
  revoke_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ImageCodeTable {
  random_str: string;
  code: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
}

export interface SupplierNoticeTable {
  id: Generated<number>;
  supplier_id: string;
  title: string;
  content: string | null;
  viewed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface ContractTable {
  contract_id: string;
  contract_num: string;
  contract_name: string;
  status: string;
  supplier_id: string;
  party_a_name: string;
  party_b_name: string;
  /** numeric comes back from both drivers as a string; kept exact, never a float. */
  signed_amount: ColumnType<string, string | number, string | number>;
  currency: string;
  sign_date: NullableTimestamp;
  predicted_arrival: NullableTimestamp;
}

export interface RateLimitTable {
  bucket: string;
  window_start: Date | string;
  hits: number;
}

export interface LoginFailureTable {
  id: Generated<number>;
  user_id: string;
  failed_at: Timestamp;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: 'login' | 'register' | 'reset-sms' | 'reset-email' | 'change' | 'ticket';
  target: string;
  code_hash: string;
  user_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
}

export interface QrLoginTable {
  qr_id: string;
  poll_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  user_id: string | null;
  confirmed_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

/** Sections are JSON (migration 0400); written as JSON text, read back parsed or as text depending on the driver. */
type JsonColumn = ColumnType<unknown, string | undefined, string>;

export interface SupplierRegistrationTable {
  user_id: string;
  status: ColumnType<'draft' | 'submitted' | 'approved' | 'rejected', 'draft' | 'submitted' | undefined, 'draft' | 'submitted' | 'approved' | 'rejected'>;
  supplier_info: JsonColumn;
  supplier_address: JsonColumn;
  supplier_bank: JsonColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: NullableTimestamp;
}

export interface SupplierRegistrationContactTable {
  id: Generated<number>;
  user_id: string;
  position: number;
  user_name: string | null;
  is_main_user: boolean;
  contact: ColumnType<unknown, string, string>;
}

export interface Database {
  notice: NoticeTable;
  source: SourceTable;
  app_user: AppUserTable;
  supplier: SupplierTable;
  auth_token: AuthTokenTable;
  image_code: ImageCodeTable;
  supplier_notice: SupplierNoticeTable;
  contract: ContractTable;
  rate_limit: RateLimitTable;
  login_failure: LoginFailureTable;
  verification_code: VerificationCodeTable;
  message_outbox: MessageOutboxTable;
  qr_login: QrLoginTable;
  supplier_registration: SupplierRegistrationTable;
  supplier_registration_contact: SupplierRegistrationContactTable;
}
