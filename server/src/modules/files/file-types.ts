// The CRC_FILE_TYPE lookup (spec 02 §7): the attachment types with their names in the three
// languages and their upload rules, so the upload dialog shows the allowed extensions and the size
// limit the server enforces (one source for both).
import type { Db } from '../../db/index';
import type { Language } from '../../platform/constants';
import { fileTypeRules } from './queries';
import { inMegabytes } from './upload-rules';

export const FILE_TYPE_LOOKUP = 'CRC_FILE_TYPE';

export async function fileTypeLookup(db: Db, lang: Language) {
  return (await fileTypeRules(db)).map((r) => ({
    lookupType: FILE_TYPE_LOOKUP,
    lookupCode: r.file_business_type,
    meaning: r.meaning,
    meaningEn: r.meaning_en,
    meaningVi: r.meaning_vi,
    /** The name in the language asked for. */
    label: lang === 'en-US' ? r.meaning_en : lang === 'vi-VN' ? r.meaning_vi : r.meaning,
    extensions: r.extensions.split(','),
    maxSize: Number(r.max_bytes),
    maxSizeMb: inMegabytes(Number(r.max_bytes)),
    maxCount: r.max_count,
    supplierUpload: r.supplier_upload,
  }));
}
