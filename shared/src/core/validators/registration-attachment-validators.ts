// Spec 02 §3 (aptitude attachment table, performance record) and §5: a registration is complete
// only when each required qualification type has a file and each filled performance record has
// its scanned contract. One rule for the screen (before the submit) and the server (at the submit,
// with the files it holds), so both answer with the same message.
import { isBlank } from './validation-result';
import { validatePhoneWithCountryCode } from './registration-validators';

export type AptitudeRequirement = 'required' | 'optional' | 'unstated';

/** The table of spec 02 §3, in its order. */
export const APTITUDE_TYPES: readonly { code: string; requirement: AptitudeRequirement }[] = [
  { code: 'ISP20', requirement: 'required' },
  { code: 'ISP42', requirement: 'required' },
  { code: 'ISP43', requirement: 'required' },
  { code: 'ISP44', requirement: 'required' },
  { code: 'ISP45', requirement: 'required' },
  { code: 'ISP47', requirement: 'optional' },
  { code: 'ISP48', requirement: 'optional' },
  { code: 'ISP49', requirement: 'optional' },
  { code: 'ISP50', requirement: 'optional' },
  { code: 'ISP51', requirement: 'optional' },
  { code: 'ISP52', requirement: 'optional' },
  { code: 'ISP53', requirement: 'optional' },
  { code: 'ISP54', requirement: 'unstated' },
];

export const REQUIRED_APTITUDE_TYPES = APTITUDE_TYPES.filter((t) => t.requirement === 'required').map((t) => t.code);

/** The attachment type of a performance record's scanned contract (file_type_rule). */
export const PERFORMANCE_CONTRACT_TYPE = 'PERFORMANCE_CONTRACT';

/** The business id a registration's qualification files are filed under (owner: the registering user). */
export const REGISTRATION_FILES_BUSINESS_ID = 'REGISTRATION';
/**
 * The businessId an approved supplier uploads the files of its next change request under; the
 * request takes them when it is sent, and they join the qualification files when it is approved.
 */
export const CHANGE_FILES_BUSINESS_ID = 'SUPPLIER_CHANGE';

/** The text fields of a performance record (spec 02 §3), each at most PERFORMANCE_TEXT_MAX long. */
export const PERFORMANCE_FIELDS = ['type', 'mainProducts', 'manufacturerOrAgent', 'projectName', 'contact', 'phone', 'unitClass', 'contractExecution'] as const;
export type PerformanceField = (typeof PERFORMANCE_FIELDS)[number];
export const PERFORMANCE_TEXT_MAX = 200;
export const PERFORMANCE_RECORDS_MAX = 20;
/** A record's id: made by the screen when the row is added; its contract is filed under it. */
export const PERFORMANCE_ID = /^PERF-[A-Za-z0-9_-]{6,40}$/;

export type PerformanceRecord = { id: string } & Partial<Record<PerformanceField, string>>;

/** What a record must name to be kept at all: a blank or half-named record is refused, not saved. */
export const PERFORMANCE_REQUIRED_FIELDS: readonly PerformanceField[] = ['type', 'projectName', 'contact', 'phone'];

const PERFORMANCE_REQUIRED_KEYS: Partial<Record<PerformanceField, string>> = {
  type: 'validation.performanceTypeRequired',
  projectName: 'validation.performanceProjectRequired',
  contact: 'validation.performanceContactRequired',
  phone: 'validation.performancePhoneRequired',
};

/** One record's first field problem (the dialog shows it under the field; the server in the row's message). */
export function performanceFieldProblem(field: PerformanceField, value: string | null | undefined): string | null {
  if (isBlank(value)) return PERFORMANCE_REQUIRED_FIELDS.includes(field) ? PERFORMANCE_REQUIRED_KEYS[field] ?? null : null;
  if (String(value).length > PERFORMANCE_TEXT_MAX) return 'validation.performanceTooLong';
  // The record's contact phone is read as the contacts' phones are: with its country code.
  return field === 'phone' ? validatePhoneWithCountryCode(value) : null;
}

export const isFilledPerformance = (r: PerformanceRecord): boolean => PERFORMANCE_FIELDS.some((f) => !isBlank(r[f]));

/** A file as both sides know it: its record and its attachment type. */
export interface RegistrationFileRef {
  businessId: string;
  fileBusinessType: string | null;
}

export type RegistrationAttachmentProblem =
  | { key: 'validation.aptitudeRequired'; code: string }
  | { key: 'validation.performanceContractRequired'; row: number }
  | { key: 'validation.performanceTooLong'; row: number }
  | { key: 'validation.performanceField'; row: number; field: PerformanceField; problem: string }
  | { key: 'validation.performanceTooMany' };

/** What every save checks: record count, text lengths, and each record's required fields and phone. */
export function validatePerformanceFormat(records: readonly PerformanceRecord[]): RegistrationAttachmentProblem | null {
  if (records.length > PERFORMANCE_RECORDS_MAX) return { key: 'validation.performanceTooMany' };
  const long = records.findIndex((r) => PERFORMANCE_FIELDS.some((f) => (r[f]?.length ?? 0) > PERFORMANCE_TEXT_MAX));
  if (long >= 0) return { key: 'validation.performanceTooLong', row: long + 1 };
  for (const [i, r] of records.entries()) {
    for (const field of PERFORMANCE_FIELDS) {
      const problem = performanceFieldProblem(field, r[field]);
      if (problem) return { key: 'validation.performanceField', row: i + 1, field, problem };
    }
  }
  return null;
}

/** The submit's rule: the first problem, in the order of the screen (attachments, then records). */
export function validateRegistrationAttachments(files: readonly RegistrationFileRef[], records: readonly PerformanceRecord[]): RegistrationAttachmentProblem | null {
  const qualification = new Set(files.filter((f) => f.businessId === REGISTRATION_FILES_BUSINESS_ID).map((f) => f.fileBusinessType));
  const missing = REQUIRED_APTITUDE_TYPES.find((code) => !qualification.has(code));
  if (missing) return { key: 'validation.aptitudeRequired', code: missing };
  const format = validatePerformanceFormat(records);
  if (format) return format;
  const contracts = new Set(files.filter((f) => f.fileBusinessType === PERFORMANCE_CONTRACT_TYPE).map((f) => f.businessId));
  // Every record kept is a filled one (the format rule above), so each needs its contract.
  const bare = records.findIndex((r) => !contracts.has(r.id));
  return bare >= 0 ? { key: 'validation.performanceContractRequired', row: bare + 1 } : null;
}

/** The problem in words: `t` is the caller's translator (translate bound to a language, or i18n's t). */
export function registrationAttachmentMessage(problem: RegistrationAttachmentProblem, t: (key: string, vars?: Record<string, unknown>) => string): string {
  switch (problem.key) {
    case 'validation.aptitudeRequired':
      return t(problem.key, { type: t(`upload.aptitude.${problem.code}`) });
    case 'validation.performanceField':
      return t('validation.performanceRow', { n: problem.row, message: t(problem.problem, { max: PERFORMANCE_TEXT_MAX }) });
    case 'validation.performanceContractRequired':
    case 'validation.performanceTooLong':
      return t('validation.performanceRow', { n: problem.row, message: t(problem.key, { max: PERFORMANCE_TEXT_MAX }) });
    default:
      return t(problem.key, { max: PERFORMANCE_RECORDS_MAX });
  }
}
