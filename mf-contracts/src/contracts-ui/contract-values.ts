// What the contract screens show for a value: a decimal string as an amount in its currency or a
// quantity with thousands separators, the colour of a status, and the search criteria a form
// yields (trimmed text, China days). Plain functions, tested in contract-values.test.ts.
import { formatMoney, thousands } from '@portal/shared/core';

/** An amount in its currency (VND with 0 decimals), '' when there is none. */
export const amountText = (value: string | number | null | undefined, currency: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : formatMoney(value, currency || 'CNY');

/** A quantity as sent (exact decimal string) with thousands separators and no trailing zeros. */
export function quantityText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return thousands(value);
}

export const CONTRACT_STATUS_COLOUR: Record<string, string> = {
  DRAFT: 'default',
  SIGNED: 'blue',
  PERFORMING: 'cyan',
  COMPLETED: 'green',
  TERMINATED: 'red',
  EFFECTIVE: 'green',
  EXPIRED: 'default',
};

export const ACCEPTANCE_COLOUR: Record<string, string> = {
  pending: 'default',
  shipped: 'cyan',
  received: 'blue',
  accepted: 'green',
  rejected: 'red',
};

/** The colour of an operation-log entry on the timeline, by its action. */
export function logColour(action: string): string {
  const a = action.toLowerCase();
  if (a.includes('reject')) return '#ff4d4f';
  if (a.includes('accept')) return '#52c41a';
  if (a.includes('receiv')) return '#1677ff';
  if (a.includes('ship')) return '#13c2c2';
  return '#8c8c8c';
}

/** What a range picker gives (dayjs values or nothing), as China days YYYY-MM-DD. */
export type DayLike = { format(pattern: string): string } | null | undefined;

/**
 * Form values → the call's criteria: text trimmed, empty left out, a day range split into its
 * From/To fields as YYYY-MM-DD (the server reads them as China days, To inclusive).
 */
export function criteriaOf<K extends string>(values: Record<string, unknown>, range?: { key: string; from: K; to: K }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (range && key === range.key) continue;
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  if (range) {
    const days = values[range.key] as [DayLike, DayLike] | null | undefined;
    if (days?.[0]) out[range.from] = days[0].format('YYYY-MM-DD');
    if (days?.[1]) out[range.to] = days[1].format('YYYY-MM-DD');
  }
  return out;
}
