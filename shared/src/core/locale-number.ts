// The one reader of numbers typed by a person (issue 33): a price, a quantity or a number of days is
// read as the reader's language writes it, into an exact decimal string ('1234.56', never a float),
// or refused with a reason. Nothing typed is ever changed: what the reader cannot read for certain
// is refused, so a supplier never sends a price 1,000× off without being told.
//
// Separators: zh-CN and en-US write '.' for the decimal and ',' between groups; vi-VN the reverse.
// Grouping rule: a grouping separator is accepted only between groups of exactly three digits, the
// first group of one to three ('1,234,567'); anything else ('1,23,4', '1,5' in en-US, '1.5' in vi-VN)
// is refused as misplaced grouping, because it is either a slip or the other locale's decimal.

export type NumberLocale = 'zh-CN' | 'en-US' | 'vi-VN';

export interface NumberReadOptions {
  /** A leading '-' is taken (default false: a price, a quantity, days). */
  allowNegative?: boolean;
  /** Digits after the decimal separator at most; 0 = whole numbers only (days). Default: any. */
  maxFractionDigits?: number;
}

/** Why a typed number was refused; the message key is `number.<reason>` in the common texts. */
export type NumberRefusal =
  | 'empty'
  | 'notANumber'
  | 'secondDecimal'
  | 'misplacedGrouping'
  | 'minusNotAllowed'
  | 'wholeNumberOnly'
  | 'tooManyDecimals';

export type NumberReading = { ok: true; value: string } | { ok: false; reason: NumberRefusal };

export interface NumberSeparators {
  decimal: string;
  group: string;
}

export function numberSeparators(locale: string): NumberSeparators {
  return locale === 'vi-VN' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}

/** The message key of a refusal in the common texts. */
export function numberRefusalKey(reason: NumberRefusal): string {
  return `number.${reason}`;
}

const GROUPED = /^\d{1,3}(?:G\d{3})+$/;

/**
 * Reads `text` as `locale` writes numbers. Surrounding spaces are ignored; any other character than
 * digits, the two separators and one leading '-' is refused. A trailing decimal separator ('12.') is
 * read as the whole number it is on its way from.
 */
export function readLocaleNumber(text: string | null | undefined, locale: string, options: NumberReadOptions = {}): NumberReading {
  const refuse = (reason: NumberRefusal): NumberReading => ({ ok: false, reason });
  const input = (text ?? '').trim();
  if (input === '') return refuse('empty');
  const { decimal, group } = numberSeparators(locale);
  let body = input;
  let negative = false;
  if (body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  for (const ch of body) {
    if (!(ch >= '0' && ch <= '9') && ch !== decimal && ch !== group) return refuse('notANumber');
  }
  if (body === '' || body === decimal) return refuse('notANumber');
  const parts = body.split(decimal);
  if (parts.length > 2) return refuse('secondDecimal');
  const [intPart, fraction = ''] = parts;
  if (fraction.includes(group)) return refuse('misplacedGrouping');
  let digits = intPart;
  if (intPart.includes(group)) {
    if (!GROUPED.test(intPart.split(group).join('G'))) return refuse('misplacedGrouping');
    digits = intPart.split(group).join('');
  }
  if (digits === '' && fraction === '') return refuse('notANumber');
  if (negative && !options.allowNegative) return refuse('minusNotAllowed');
  const max = options.maxFractionDigits;
  if (fraction !== '' && max === 0) return refuse('wholeNumberOnly');
  if (max !== undefined && fraction.length > max) return refuse('tooManyDecimals');
  const whole = digits.replace(/^0+(?=\d)/, '') || '0';
  const value = fraction === '' ? whole : `${whole}.${fraction}`;
  const zero = /^[0.]*$/.test(value);
  return { ok: true, value: negative && !zero ? `-${value}` : value };
}

/**
 * Writes an exact decimal ('-1234.50') as `locale` writes it ('-1.234,50' in vi-VN), digit for
 * digit: no float, no rounding, the fraction as given. Text that is no exact decimal is returned as is.
 */
export function formatLocaleNumber(value: string | null | undefined, locale: string, { grouping = true }: { grouping?: boolean } = {}): string {
  const text = (value ?? '').trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction] = match;
  const { decimal, group } = numberSeparators(locale);
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  return `${sign}${grouped}${fraction !== undefined ? `${decimal}${fraction}` : ''}`;
}
