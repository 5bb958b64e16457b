// Exact decimal arithmetic for quotation amounts (spec 02 §3 "Line": amount with tax, tax). Money
// never passes through a float: decimal strings become scaled BigInts, results are rounded half up
// to the cents and written back as strings.

/** A non-negative decimal as text: digits, optionally a point and more digits. */
const DECIMAL = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

interface Scaled {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

export const isDecimal = (text: string) => DECIMAL.test(text);

export function parseDecimal(text: string): Scaled {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a non-negative decimal: '${text}'`);
  const fraction = m[2] ?? '';
  return { units: BigInt(m[1] + fraction), scale: fraction.length };
}

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/** n / d rounded half up (both non-negative). */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  return 2n * (n % d) >= d ? q + 1n : q;
}

/** A scaled value brought to `scale` decimals, rounded half up when decimals are dropped. */
function rescale(v: Scaled, scale: number): bigint {
  return v.scale <= scale ? v.units * pow10(scale - v.scale) : divideHalfUp(v.units, pow10(v.scale - scale));
}

export function formatScaled(units: bigint, scale: number): string {
  const text = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/** The decimal rounded half up to `scale` decimals, always written with them ('1.5' → '1.50'). */
export const roundDecimal = (text: string, scale = 2) => formatScaled(rescale(parseDecimal(text), scale), scale);

/** a × b, rounded half up to `scale` decimals. */
export function multiplyDecimals(a: string, b: string, scale = 2): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return formatScaled(rescale({ units: x.units * y.units, scale: x.scale + y.scale }, scale), scale);
}

/** The exact sum, written with `scale` decimals (each term rounded half up to them first). */
export function sumDecimals(values: string[], scale = 2): string {
  return formatScaled(values.reduce((sum, v) => sum + rescale(parseDecimal(v), scale), 0n), scale);
}

/** Numeric comparison of two decimals: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d === 0n ? 0 : d < 0n ? -1 : 1;
}

/** Digits of a decimal as written, without the point (spec 02 §5: a price has at most 16). */
export const digitCount = (text: string) => text.trim().replace('.', '').length;

/**
 * A line's money (spec 02 §3): amount with tax = quantity × unit price with tax, and the tax it
 * holds = amount × rate / (100 + rate), both rounded half up to the cents. The tax is computed from
 * the rounded amount, as an invoice would show it.
 */
export function lineAmounts(quantity: string, unitPriceWithTax: string, taxRatePercent: string): { amountWithTax: string; tax: string } {
  const amountWithTax = multiplyDecimals(quantity, unitPriceWithTax, 2);
  const amount = parseDecimal(amountWithTax);
  const rate = parseDecimal(taxRatePercent);
  const tax = divideHalfUp(amount.units * rate.units, 100n * pow10(rate.scale) + rate.units);
  return { amountWithTax, tax: formatScaled(tax, 2) };
}
