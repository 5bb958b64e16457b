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
  /** The bytes of a public file (migration 0200); null when they live in the file storage. */
  content: ColumnType<Uint8Array | null, Uint8Array | null | undefined, never>;
  upload_time: Timestamp;
  uploaded_by: string | null;
  // Migration 0410 (uploads): where the bytes are, whose file it is, and the upload's form fields.
  storage_key: ColumnType<string | null, string | null | undefined, never>;
  owner_kind: ColumnType<'supplier' | 'temp' | null, 'supplier' | 'temp' | null | undefined, never>;
  owner_id: ColumnType<string | null, string | null | undefined, never>;
  uploader_user_id: ColumnType<string | null, string | null | undefined, never>;
  file_business_type: ColumnType<string | null, string | null | undefined, never>;
  module_code: ColumnType<string | null, string | null | undefined, never>;
  data_type: ColumnType<number, number | undefined, never>;
  upload_flags: ColumnType<Record<string, string>, string | undefined, never>;
  sha256: ColumnType<string | null, string | null | undefined, never>;
}

/** The upload rule of one attachment type (CRC_FILE_TYPE; migration 0410). */
export interface FileTypeRuleTable {
  file_business_type: string;
  meaning: string;
  meaning_en: string;
  meaning_vi: string;
  extensions: string;
  /** bigint: both drivers answer a string. */
  max_bytes: ColumnType<string, number, number>;
  max_count: number;
  supplier_upload: boolean;
  sort_order: number;
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
  file_type_rule: FileTypeRuleTable;
  friend_link: FriendLinkTable;
  slider_puzzle: SliderPuzzleTable;
  fnd_lookup: FndLookupTable;
  currency: CurrencyTable;
};

export type PublicDb = Kysely<Database & PublicAreaTables>;

export const publicDb = (db: Db): PublicDb => db.withTables<PublicAreaTables>();
