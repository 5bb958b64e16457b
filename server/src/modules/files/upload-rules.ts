// The limits of one upload (spec 02 §5): allowed extensions and size by attachment type (the
// CRC_FILE_TYPE rules of migration 0410), 10 MB for supplier uploads, 200 MB for bid documents,
// 50 MB otherwise; 20 files per business record unless the type says otherwise; business types
// 260-300 are filed under dataType 1.
import { UPLOAD_DATA_TYPE_ONE_BUSINESS_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_COUNT, UPLOAD_SUPPLIER_MAX_BYTES } from '@portal/shared/core';
import type { Db } from '../../db/index';
import { fileTypeRule } from './queries';

export interface UploadRule {
  fileBusinessType: string;
  extensions: string[];
  maxBytes: number;
  maxCount: number;
}

/** The rule for an attachment type; an unknown or missing type takes the DEFAULT row. */
export async function uploadRule(db: Db, fileBusinessType: string | undefined, isSupplierUpload: boolean): Promise<UploadRule> {
  const row = (fileBusinessType ? await fileTypeRule(db, fileBusinessType) : undefined) ?? (await fileTypeRule(db, 'DEFAULT'));
  const known = row !== undefined && row.file_business_type !== 'DEFAULT';
  let maxBytes = row ? Number(row.max_bytes) : UPLOAD_MAX_BYTES;
  // isSup marks the supplier's own documents: 10 MB, unless the type has a rule of its own (bid documents).
  if (isSupplierUpload && !known) maxBytes = Math.min(maxBytes, UPLOAD_SUPPLIER_MAX_BYTES);
  return {
    fileBusinessType: known ? row.file_business_type : 'DEFAULT',
    extensions: (row?.extensions ?? 'pdf').split(',').map((e) => e.trim()).filter(Boolean),
    maxBytes,
    maxCount: row?.max_count ?? UPLOAD_MAX_COUNT,
  };
}

export function dataTypeFor(businessType: string, given: string | undefined): number {
  if ((UPLOAD_DATA_TYPE_ONE_BUSINESS_TYPES as readonly string[]).includes(businessType)) return 1;
  const n = Number(given);
  return given !== undefined && /^\d{1,3}$/.test(given) && Number.isInteger(n) ? n : 0;
}

/** MB as the messages say it: 10, 50, 200 (or 0.5 for smaller limits). */
export const inMegabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

export const truthy = (v: string | undefined) => v !== undefined && ['1', 'true', 'y', 'yes'].includes(v.trim().toLowerCase());
