// plogin/upload (spec 02 §5, §7, §8): one file streamed to the storage, never whole in memory.
// Order of the checks: rate limit and fields, extension, count — all before a byte is read —, then
// while streaming the size limit (the byte past it is never passed on) and the content check (the
// first 64 KiB are held back until file-type agrees with the extension), then the count again
// under a lock as the row is written. Whatever is refused or cut leaves nothing in the storage.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { AppError, forbidden, invalid } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import type { AuthUser } from '../session/authenticate';
import { contentMatches, extensionOf, SNIFF_BYTES } from './content-sniff';
import { uploadRefusal } from './messages';
import { ownerOf, type FileOwner } from './owner';
import { countOwnFiles, lockBusinessRecord } from './queries';
import { ContentGate, ContentRefused, EmptyFile, TooLarge, byteLimit } from './stream-guards';
import { publicDb } from './tables';
import { dataTypeFor, inMegabytes, truthy, uploadRule, type UploadRule } from './upload-rules';

/** The form fields of spec 02 §7, as sent (query string or multipart fields before the file). */
export const UPLOAD_FIELDS = ['moduleCode', 'businessId', 'encryptionFlag', 'outVisible', 'businessType', 'fileBusinessType', 'dataType', 'flag', 'uploadedByName', 'isSup'] as const;
export type UploadFields = Partial<Record<(typeof UPLOAD_FIELDS)[number], string>>;

export interface IncomingFile {
  fileName: string;
  mimeType: string;
  stream: Readable;
}

export interface UploadedFile {
  fileId: string;
  fileName: string;
  fileSize: number;
  fileSizeKb: number;
  contentType: string;
  businessId: string;
  businessType: string;
  fileBusinessType: string | null;
  dataType: number;
  uploadTime: string;
  uploadedBy: string;
}

const FIELD_MAX = 64;
const NAME_MAX = 100;
const FILE_NAME_MAX = 255;
// C0 and C1 controls and DEL: never in a name or an id.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function checkFields(fields: UploadFields): { businessId: string; businessType: string } {
  for (const name of UPLOAD_FIELDS) {
    const v = fields[name];
    if (v === undefined) continue;
    if (CONTROL.test(v)) throw invalid('paramText', { field: name });
    const max = name === 'uploadedByName' ? NAME_MAX : FIELD_MAX;
    if (v.length > max) throw invalid('paramTooLong', { field: name, limit: max });
  }
  const businessId = fields.businessId?.trim();
  if (!businessId) throw invalid('paramRequired', { field: 'businessId' });
  return { businessId, businessType: fields.businessType?.trim() || fields.fileBusinessType?.trim() || '' };
}

/**
 * Browsers send a quote in a file name as %22 (WHATWG multipart encoding): it is turned back. Old
 * Windows browsers sent a full path ('C:\Users\x.pdf'): only its last segment is kept.
 */
function cleanFileName(raw: string): string {
  const unquoted = raw.replace(/%22/g, '"');
  const name = (/^[A-Za-z]:\\/.test(unquoted) ? unquoted.split('\\').pop()! : unquoted.split('/').pop()!).trim();
  if (!name || CONTROL.test(name)) throw invalid('paramText', { field: 'fileName' });
  if (name.length > FILE_NAME_MAX) throw invalid('paramTooLong', { field: 'fileName', limit: FILE_NAME_MAX });
  return name;
}

const extensionsText = (rule: UploadRule) => rule.extensions.join(', ');

export interface UploadPlan {
  owner: FileOwner;
  rule: UploadRule;
  fileName: string;
  extension: string;
  businessId: string;
  businessType: string;
}

/** Everything that can be decided before a byte of the file is read. */
export async function planUpload(ctx: AppContext, user: AuthUser, fields: UploadFields, rawFileName: string, lang: Language): Promise<UploadPlan> {
  const owner = ownerOf(user);
  if (!owner) throw forbidden();
  const { businessId, businessType } = checkFields(fields);
  const fileName = cleanFileName(rawFileName);
  const rule = await uploadRule(ctx.db, fields.fileBusinessType?.trim(), truthy(fields.isSup));
  const extension = extensionOf(fileName);
  if (!rule.extensions.includes(extension)) throw uploadRefusal(400, 'extensionNotAllowed', lang, { extensions: extensionsText(rule) });
  if ((await countOwnFiles(ctx.db, owner, businessId, businessType)) >= rule.maxCount) throw uploadRefusal(400, 'tooMany', lang, { count: rule.maxCount });
  return { owner, rule, fileName, extension, businessId, businessType };
}

/** Reads the rest of a refused file and drops it, so the request can end and the reply be read. */
function drain(source: Readable): Promise<void> {
  return new Promise((resolve) => {
    if (source.readableEnded || source.destroyed) return resolve();
    source.once('end', resolve);
    source.once('close', resolve);
    source.once('error', () => resolve());
    source.resume();
  });
}

/** Streams the file into the storage under the plan's limits, then files its row. */
export async function storeUpload(ctx: AppContext, storage: FileStorage, user: AuthUser, plan: UploadPlan, fields: UploadFields, file: IncomingFile, lang: Language): Promise<UploadedFile> {
  const fileId = randomUUID();
  const key = `uploads/${plan.owner.kind}/${fileId}`;
  const limit = byteLimit(plan.rule.maxBytes);
  const gate = new ContentGate(SNIFF_BYTES, (head) => contentMatches(plan.extension, head));
  // pipe, not pipeline: a refusal must leave the source readable, to be drained below.
  // An error of the request's own stream (the client went away, the body ended mid-file) is the
  // client's failure, a 400; any other failure of the storage a 500.
  let clientFailure = false;
  file.stream.on('error', (err) => {
    clientFailure = true;
    limit.destroy(err);
  });
  limit.on('error', (err) => gate.destroy(err));
  // The storage may start reading a moment later (it creates a folder first): an early refusal is
  // kept on the stream (errored) for it to see, instead of being an unhandled 'error' event.
  gate.on('error', () => undefined);
  file.stream.pipe(limit).pipe(gate);
  let size: number;
  try {
    ({ size } = await storage.put(key, gate));
  } catch (err) {
    file.stream.unpipe(limit);
    await drain(file.stream);
    throw refusalFor(err, plan, lang, clientFailure);
  }
  const now = ctx.clock.now();
  const uploadedBy = fields.uploadedByName?.trim() || user.userName;
  const dataType = dataTypeFor(plan.businessType, fields.dataType?.trim());
  const flags = Object.fromEntries((['moduleCode', 'encryptionFlag', 'outVisible', 'flag', 'isSup'] as const).filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]!]));
  const filed = await ctx.db
    .transaction()
    .execute(async (trx) => {
      // The count again, now under a lock: two parallel uploads cannot both become the 20th file.
      await lockBusinessRecord(trx, plan.owner, plan.businessId, plan.businessType);
      if ((await countOwnFiles(trx, plan.owner, plan.businessId, plan.businessType)) >= plan.rule.maxCount) return false;
      await publicDb(trx)
        .insertInto('attachment')
        .values({
          file_id: fileId,
          business_id: plan.businessId,
          business_type: plan.businessType,
          file_name: plan.fileName,
          content_type: file.mimeType && file.mimeType.length <= 100 && !CONTROL.test(file.mimeType) ? file.mimeType : 'application/octet-stream',
          file_size: size,
          content: null,
          upload_time: now,
          uploaded_by: uploadedBy,
          storage_key: key,
          owner_kind: plan.owner.kind,
          owner_id: plan.owner.id,
          uploader_user_id: user.userId,
          file_business_type: fields.fileBusinessType?.trim() || null,
          module_code: fields.moduleCode?.trim() || null,
          data_type: dataType,
          upload_flags: JSON.stringify(flags),
          sha256: gate.sha256,
        })
        .execute();
      return true;
    })
    .catch(async (err) => {
      await storage.delete(key).catch(() => undefined);
      throw err;
    });
  if (!filed) {
    await storage.delete(key);
    throw uploadRefusal(400, 'tooMany', lang, { count: plan.rule.maxCount });
  }
  return {
    fileId,
    fileName: plan.fileName,
    fileSize: size,
    fileSizeKb: Math.round((size / 1024) * 10) / 10,
    contentType: file.mimeType,
    businessId: plan.businessId,
    businessType: plan.businessType,
    fileBusinessType: fields.fileBusinessType?.trim() || null,
    dataType,
    uploadTime: now.toISOString(),
    uploadedBy,
  };
}

function refusalFor(err: unknown, plan: UploadPlan, lang: Language, clientFailure: boolean): AppError {
  if (err instanceof TooLarge) return uploadRefusal(413, 'tooLarge', lang, { size: inMegabytes(plan.rule.maxBytes) });
  if (err instanceof EmptyFile) return uploadRefusal(400, 'empty', lang);
  if (err instanceof ContentRefused) return uploadRefusal(400, 'contentMismatch', lang, { extension: plan.extension, extensions: extensionsText(plan.rule) });
  if (err instanceof AppError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (clientFailure || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return uploadRefusal(400, 'failed', lang);
  const failure = uploadRefusal(500, 'failed', lang);
  failure.cause = err;
  return failure;
}
