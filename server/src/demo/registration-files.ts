// The qualification files of the seeded registration that waits for approval (register02): without
// them an operator opening it saw none, and could not have approved a real one like it. They are
// written as an upload writes them — the bytes into the file storage under uploads/temp/<fileId>,
// a row owned by the registering user — so the operator's `approval` and getApproveDetail list
// them, a download returns them, and approval hands them to the new supplier like any upload.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { REGISTRATION_FILES_BUSINESS_ID } from '@portal/shared/core';
import type { Db } from '../db/index';
import { loadConfig } from '../config';
import { publicDb } from '../modules/files/tables';
import { createStorage, storageSettings, type FileStorage } from '../platform/storage';
import { simplePdf } from './pdf';

export interface SeedDocument {
  /** The attachment type (fileBusinessType) of spec 02 §3. */
  type: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Who registers, as the documents name them (ASCII: the scans' font and simplePdf have no diacritics). */
export interface Holder {
  userId: string;
  userName: string;
  contactName: string;
  idNumber: string;
  companyEn: string;
  creditCode: string;
}

const FONT = 'PortalSeedScan';

/** A scanned identity card: what a registering company sends for ISP43 and ISP44. */
async function identityCard(person: string, idNumber: string, format: 'png' | 'jpeg'): Promise<Buffer> {
  // Loaded here, not at the top: every CLI command imports the seed, and only a seed draws.
  const { GlobalFonts, createCanvas } = await import('@napi-rs/canvas');
  // The font of the image codes' package: a machine without system fonts would draw empty boxes.
  if (!GlobalFonts.has(FONT)) GlobalFonts.registerFromPath(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2'), FONT);
  const canvas = createCanvas(428, 270);
  const g = canvas.getContext('2d');
  g.fillStyle = '#eef4f0';
  g.fillRect(0, 0, 428, 270);
  g.strokeStyle = '#2f6b4f';
  g.lineWidth = 6;
  g.strokeRect(3, 3, 422, 264);
  g.fillStyle = '#c9d6ce';
  g.fillRect(24, 70, 110, 140);
  g.fillStyle = '#1d3b2c';
  g.font = `bold 15px ${FONT}`;
  g.fillText('SOCIALIST REPUBLIC OF VIET NAM', 60, 32);
  g.fillText('CITIZEN IDENTITY CARD', 110, 54);
  g.font = `13px ${FONT}`;
  g.fillText(`No.: ${idNumber}`, 150, 96);
  g.fillText(`Full name: ${person}`, 150, 124);
  g.fillText('Nationality: Viet Nam', 150, 152);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 85);
}

/** The five required types (ISP20, ISP42–ISP45) as the registering user would scan them. */
export async function registrationDocuments(h: Holder): Promise<SeedDocument[]> {
  const pdf = (type: string, fileName: string, lines: string[]): SeedDocument => ({ type, fileName, contentType: 'application/pdf', bytes: simplePdf(lines) });
  return [
    pdf('ISP20', 'enterprise-registration-certificate.pdf', ['Enterprise Registration Certificate', h.companyEn, `Enterprise code: ${h.creditCode}`, 'Issued by the Department of Planning and Investment of Hai Phong']),
    pdf('ISP42', 'legal-representative-authorisation.pdf', ['Letter of authorisation', `The legal representative of ${h.companyEn}`, `authorises ${h.contactName} (ID ${h.idNumber})`, 'to register the company on the supplier portal and act for it.']),
    { type: 'ISP43', fileName: 'legal-representative-id.jpg', contentType: 'image/jpeg', bytes: await identityCard('NGUYEN DUC THANH', '031075001122', 'jpeg') },
    { type: 'ISP44', fileName: 'authorised-person-id.png', contentType: 'image/png', bytes: await identityCard(h.contactName.toUpperCase(), h.idNumber, 'png') },
    pdf('ISP45', 'declaration-letter.pdf', ['Declaration letter', `${h.companyEn} declares that the information`, 'and documents submitted with this registration are true and complete.']),
  ];
}

/** Ids that stay the same on every seed, so a second run finds the files instead of adding more. */
const fileIdOf = (userId: string, type: string) => `seed-${userId}-${type}`.toLowerCase();

/** The storage the server and the CLI open from the environment (files/routes.ts does the same). */
const environmentStorage = () => createStorage(storageSettings(process.env, loadConfig().dataDir));

/**
 * Files the registration's documents where uploads go. Idempotent: bytes already stored and rows
 * already there (also after approval made them the supplier's) are left alone.
 */
export async function seedRegistrationFiles(db: Db, holder: Holder, uploadedAt: Date, storage?: FileStorage): Promise<number> {
  const files = storage ?? (await environmentStorage());
  let filed = 0;
  for (const doc of await registrationDocuments(holder)) {
    const fileId = fileIdOf(holder.userId, doc.type);
    const key = `uploads/temp/${fileId}`;
    // Bytes first, as an upload does: a row never names a key with nothing behind it.
    if (!(await files.exists(key))) await files.put(key, Readable.from(doc.bytes));
    const inserted = await publicDb(db)
      .insertInto('attachment')
      .values({
        file_id: fileId,
        business_id: REGISTRATION_FILES_BUSINESS_ID,
        business_type: 'register',
        file_name: doc.fileName,
        content_type: doc.contentType,
        file_size: doc.bytes.length,
        upload_time: uploadedAt,
        uploaded_by: holder.userName,
        storage_key: key,
        owner_kind: 'temp',
        owner_id: holder.userId,
        uploader_user_id: holder.userId,
        file_business_type: doc.type,
        module_code: 'SUP',
        upload_flags: JSON.stringify({ moduleCode: 'SUP', isSup: '1' }),
        sha256: createHash('sha256').update(doc.bytes).digest('hex'),
      })
      .onConflict((oc) => oc.column('file_id').doNothing())
      .returning('file_id')
      .executeTakeFirst();
    if (inserted) filed++;
  }
  return filed;
}
