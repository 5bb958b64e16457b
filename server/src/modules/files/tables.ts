// Tables of the public area (migration 0200). Declared beside their modules and added to the
// typed database with withTables, so the shared schema file stays untouched by this area.
import type { ColumnType, Kysely } from 'kysely';
import type { Database, Db } from '../../db/index';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AttachmentTable {
  file_id: string;
  business_id: string;
  business_type: string;
  file_name: string;
  content_type: string;
  file_size: number;
  content: Uint8Array;
  upload_time: Timestamp;
  uploaded_by: string | null;
}

export interface FriendLinkTable {
  link_id: string;
  link_name: string;
  link_name_en: string | null;
  link_url: string;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SliderPuzzleTable {
  puzzle_id: string;
  target_x: number;
  target_y: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface FndLookupTable {
  lookup_type: string;
  lookup_code: string;
  meaning: string;
  meaning_en: string | null;
  meaning_vi: string | null;
  sort_order: number;
}

export interface CurrencyTable {
  currency_code: string;
  currency_name: string;
  currency_name_en: string | null;
  decimals: number;
  sort_order: number;
}

export type PublicAreaTables = {
  attachment: AttachmentTable;
  friend_link: FriendLinkTable;
  slider_puzzle: SliderPuzzleTable;
  fnd_lookup: FndLookupTable;
  currency: CurrencyTable;
};

export type PublicDb = Kysely<Database & PublicAreaTables>;

export const publicDb = (db: Db): PublicDb => db.withTables<PublicAreaTables>();
