// The performance records of a registration draft (spec 02 §3, §5, §7; migration 0460) and the
// submit's attachment rule. Records live in one JSON column of the draft; each record's scanned
// contract is an upload filed under the record's id (fileBusinessType PERFORMANCE_CONTRACT), and the
// qualification files under REGISTRATION_FILES_BUSINESS_ID, both owned by the registering user.
import {
  PERFORMANCE_CONTRACT_TYPE,
  PERFORMANCE_FIELDS,
  PERFORMANCE_ID,
  REQUIRED_APTITUDE_TYPES,
  registrationAttachmentMessage,
  validatePerformanceFormat,
  validateRegistrationAttachments,
  type PerformanceRecord,
} from '@portal/shared/core';
import { translate } from '../../platform/shared-texts';
import type { Db } from '../../db/index';
import type { Language } from '../../platform/constants';
import { badRequest } from '../../platform/errors';
import { ownFiles } from '../files/queries';
import { readDraftJson, writeDraftJson } from './queries';

/** Known fields only, trimmed; a record without a well-formed id is dropped (its contract could not be found). */
export function normalisePerformance(value: unknown): PerformanceRecord[] {
  if (!Array.isArray(value)) return [];
  const out: PerformanceRecord[] = [];
  const seen = new Set<string>();
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const source = raw as Record<string, unknown>;
    const id = typeof source.id === 'string' ? source.id.trim() : '';
    if (!PERFORMANCE_ID.test(id) || seen.has(id)) continue;
    seen.add(id);
    const record: PerformanceRecord = { id };
    for (const f of PERFORMANCE_FIELDS) {
      const v = source[f];
      if (typeof v === 'string' && v.trim() !== '') record[f] = v.trim();
    }
    out.push(record);
  }
  return out;
}

/** The records of a save, or undefined when the save does not carry them (the stored ones stay). */
export function checkedPerformance(value: unknown, lang: Language): PerformanceRecord[] | undefined {
  if (value === undefined || value === null) return undefined;
  const records = normalisePerformance(value);
  const problem = validatePerformanceFormat(records);
  if (problem) throw badRequest(registrationAttachmentMessage(problem, (k, v) => translate(k, lang, v)));
  return records;
}

export async function readPerformance(db: Db, userId: string): Promise<PerformanceRecord[]> {
  return normalisePerformance(await readDraftJson(db, userId, 'performance'));
}

export async function writePerformance(db: Db, userId: string, records: PerformanceRecord[]): Promise<void> {
  await writeDraftJson(db, userId, 'performance', records);
}

/** At most this many files are read for the check: 20 per type and record is the upload limit. */
const CHECK_FILES_MAX = 2000;

/** The registering user's files the submit rule looks at: the required types and the contracts. */
export function registrationFileRefs(db: Db, userId: string) {
  return ownFiles(db, { kind: 'temp', id: userId }, { fileBusinessTypes: [...REQUIRED_APTITUDE_TYPES, PERFORMANCE_CONTRACT_TYPE] }, CHECK_FILES_MAX);
}

/** The submit's attachment rule with the files the server holds; the first problem in the caller's language. */
export async function attachmentProblem(db: Db, userId: string, records: PerformanceRecord[], lang: Language): Promise<string | null> {
  const files = (await registrationFileRefs(db, userId)).map((f) => ({ businessId: f.business_id, fileBusinessType: f.file_business_type }));
  const problem = validateRegistrationAttachments(files, records);
  return problem ? registrationAttachmentMessage(problem, (k, v) => translate(k, lang, v)) : null;
}

/** Every file the registering user uploaded (qualification files and contracts), for the operator. */
export function registrationFiles(db: Db, userId: string) {
  return ownFiles(db, { kind: 'temp', id: userId }, {}, CHECK_FILES_MAX);
}
