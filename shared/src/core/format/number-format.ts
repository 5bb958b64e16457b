import { TITLE_CUT } from '../constants';

function toNumber(n: number | string | null | undefined): number | null {
  if (n === null || n === undefined || n === '') return null;
  const value = typeof n === 'number' ? n : Number(n);
  return Number.isFinite(value) ? value : null;
}

/** 1234567.5 => '1,234,567.5'; the fraction is kept as given. */
export function thousands(n: number | string | null | undefined): string {
  const value = toNumber(n);
  if (value === null) return '';
  const [int, frac] = String(value).split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** 1500 => '1.5k', 2_000_000 => '2M'; trailing zeros are dropped. */
export function abbreviateNumber(n: number, digits = 1): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (const { value, symbol } of SI) {
    if (abs >= value) {
      return sign + (abs / value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1') + symbol;
    }
  }
  return sign + abs.toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
}

function fixedWithThousands(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = (sign ? int.slice(1) : int).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Vietnamese dong has no minor unit (spec 01 §9: 0 decimals). */
export function formatVnd(n: number | string | null | undefined): string {
  const value = toNumber(n);
  if (value === null) return '';
  return `${fixedWithThousands(Math.round(value), 0)} ₫`;
}

const CURRENCY_DECIMALS: Record<string, number> = { VND: 0, JPY: 0, KRW: 0 };
const CURRENCY_SYMBOLS: Record<string, string> = { CNY: '¥', RMB: '¥', USD: '$', EUR: '€', VND: '₫' };

/** Amount with thousands separators and the currency's decimals; the code is kept when no symbol is known. */
export function formatMoney(n: number | string | null | undefined, currency = 'CNY'): string {
  const value = toNumber(n);
  if (value === null) return '';
  const code = currency.toUpperCase();
  if (code === 'VND') return formatVnd(value);
  const decimals = CURRENCY_DECIMALS[code] ?? 2;
  const symbol = CURRENCY_SYMBOLS[code];
  const amount = fixedWithThousands(value, decimals);
  return symbol ? `${symbol}${amount}` : `${amount} ${code}`;
}

/** Cuts a display title to n characters, with '...' when something was cut. */
export function cutTitle(value: string | null | undefined, n = TITLE_CUT): string {
  if (!value) return '';
  const chars = Array.from(value);
  return chars.length > n ? `${chars.slice(0, n).join('')}...` : value;
}
