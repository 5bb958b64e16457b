// Tables of sourcing and quotation (migration 0500), added to the typed database with withTables so
// the shared schema file stays untouched by this area. numeric columns read as strings (exact).
import type { ColumnType, Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';

type Time = ColumnType<Date, Date | string, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<string, string | number, string | number>;
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface SourceLineTable {
  line_id: string;
  source_id: string;
  line_no: number;
  item_code: Opt<string>;
  requisition_num: Opt<string>;
  requisition_line: Opt<string>;
  standard_part: ColumnType<boolean, boolean | undefined, boolean>;
  special_spare: ColumnType<boolean, boolean | undefined, boolean>;
  description: string;
  quantity: Numeric;
  unit: Opt<string>;
  specification: Opt<string>;
  material: Opt<string>;
  origin: Opt<string>;
  part_number: Opt<string>;
  name_en: Opt<string>;
  serial: Opt<string>;
  drawing_number: Opt<string>;
  warranty_period: Opt<string>;
  defects_liability_period: Opt<string>;
  technical_parameter: Opt<string>;
  supplementary_note: Opt<string>;
  bid_package: Opt<string>;
  required_arrival_days: Opt<number>;
  /** The buyer's required date, 'YYYY-MM-DD' (issue 33). */
  required_date: Opt<string>;
}

export interface SourceTermTable {
  term_id: string;
  source_id: string;
  term_no: number;
  name: string;
  content: string;
}

export interface SourceInvitationTable {
  source_id: string;
  supplier_id: string;
  invited_at: Time;
}

export interface SourceSignupTable {
  source_id: string;
  supplier_id: string;
  /** '' where the source has no bid packages. */
  bid_package: ColumnType<string, string | undefined, string>;
  user_id: string;
  signed_up_at: Time;
}

export interface SourceSealKeyTable {
  source_id: string;
  wrapped_key: string;
  created_at: Time;
}

export type QuotationStatus = 'draft' | 'sent' | 'cancelled';

export interface QuotationTable {
  quotation_id: string;
  quotation_num: string;
  source_id: string;
  supplier_id: string;
  round: 1 | 2;
  status: QuotationStatus;
  /** Header, lines and terms sealed under the source's key (modules/quotation/sealing.ts). */
  sealed: string;
  line_count: ColumnType<number, number | undefined, number>;
  digest: Opt<string>;
  created_at: Time;
  saved_at: Time;
  sent_at: NullableTime;
  cancelled_at: NullableTime;
  updated_by: string;
}

export interface QuotationSendTable {
  supplier_id: string;
  idempotency_key: string;
  quotation_id: string;
  round: number;
  digest: string;
  sent_at: Time;
}

export interface BidOpeningTable {
  source_id: string;
  round: number;
  quotation_id: string;
  supplier_id: string;
  bidder: string;
  total_with_tax: Numeric;
  currency: Opt<string>;
  validity_date: Opt<string>;
  arrival_days: Opt<number>;
  remark: Opt<string>;
  canonical: string;
  digest: string;
  opened_at: Time;
}

export type SourcingTables = {
  source_line: SourceLineTable;
  source_term: SourceTermTable;
  source_invitation: SourceInvitationTable;
  source_signup: SourceSignupTable;
  source_seal_key: SourceSealKeyTable;
  quotation: QuotationTable;
  quotation_send: QuotationSendTable;
  bid_opening: BidOpeningTable;
};

export type SourcingDb = Kysely<Database & SourcingTables>;
export const sourcingDb = (db: Db): SourcingDb => db.withTables<SourcingTables>();
