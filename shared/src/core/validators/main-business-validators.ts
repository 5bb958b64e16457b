// The business selector's rule (spec 02 §5: 1 to 10, 'please tick data to confirm', 'cannot exceed
// 10 items') and its output (spec 02 §3: the code and the last dotted segment as the name), shared
// by the screen and the server that keeps the selection with the registration draft.
import { validateBusinessSelection } from './quotation-validators';
import type { ValidationResult } from './validation-result';

/** What the selector sends and the draft keeps. */
export interface MainBusinessOption {
  mainbusinessCode: string;
  mainbusinessName: string;
}

/** Catalogue codes as the server writes them: TP.01.02.03, M04.01.99. */
export const MAIN_BUSINESS_CODE = /^[A-Z0-9]{1,4}(\.[0-9]{2}){1,3}$/;
export const MAIN_BUSINESS_NAME_MAX = 200;

/** The name the selection sends: the last segment of a dotted catalogue path. */
export function lastPathSegment(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).trim();
}

/** A catalogue option (code and full dotted path) as the selector outputs it. */
export function toMainBusinessOption(entry: { mainbusinessCode: string; mainbusinessName: string }): MainBusinessOption {
  return { mainbusinessCode: entry.mainbusinessCode, mainbusinessName: lastPathSegment(entry.mainbusinessName) };
}

/**
 * The confirm button's rule: 1 to 10 distinct entries. `atLeastOne: false` checks only the upper
 * bound, for a draft that is saved before anything was chosen.
 */
export function validateMainBusinessSelection(selection: readonly { mainbusinessCode?: unknown }[], { atLeastOne = true } = {}): ValidationResult {
  const distinct = new Set(selection.map((s) => s.mainbusinessCode)).size;
  if (!atLeastOne && distinct === 0) return null;
  return validateBusinessSelection(distinct);
}

/**
 * The selection of a draft as the server keeps it: well-formed codes only, trimmed names, each code
 * once (the first wins). Anything else is dropped rather than stored.
 */
export function normaliseMainBusiness(value: unknown): MainBusinessOption[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: MainBusinessOption[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const { mainbusinessCode, mainbusinessName } = raw as Record<string, unknown>;
    if (typeof mainbusinessCode !== 'string' || !MAIN_BUSINESS_CODE.test(mainbusinessCode.trim()) || seen.has(mainbusinessCode.trim())) continue;
    const name = typeof mainbusinessName === 'string' ? mainbusinessName.trim().slice(0, MAIN_BUSINESS_NAME_MAX) : '';
    seen.add(mainbusinessCode.trim());
    out.push({ mainbusinessCode: mainbusinessCode.trim(), mainbusinessName: name });
  }
  return out;
}

