// The amounts of a quotation line as the supplier types (spec 02 §3 "Line": amount with tax, tax),
// computed exactly in decimals like the server does (quotation/content.ts): amount with tax =
// quantity × tax-inclusive unit price, tax = amount − amount / (1 + rate/100), each rounded half up
// to 2 decimals. Screens show them while typing; the server's figures are the ones that count.

const DECIMAL = /^\d+(\.\d+)?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(value: string | number | null | undefined): Scaled | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** n / d rounded half up, for n ≥ 0 and d > 0. */
const divideHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

function centsText(cents: bigint): string {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Cents of a decimal string with 2 decimals (as this module writes them). */
function cents(value: string): bigint {
  const p = parse(value);
  if (!p) return 0n;
  return p.scale <= 2 ? p.units * pow10(2 - p.scale) : divideHalfUp(p.units, pow10(p.scale - 2));
}

export interface LineAmounts {
  amountWithTax: string;
  tax: string;
}

/** The line's amount with tax and its tax, or null while the quantity, price or rate is not a number yet. */
export function lineAmounts(quantity: string | number | null | undefined, unitPriceWithTax: string | number | null | undefined, taxRate: string | number | null | undefined): LineAmounts | null {
  const q = parse(quantity);
  const p = parse(unitPriceWithTax);
  const r = parse(taxRate);
  if (!q || !p || !r) return null;
  const product = q.units * p.units;
  // Amount in cents: product has scale q+p; cents need scale 2.
  const scale = q.scale + p.scale;
  const amountCents = scale <= 2 ? product * pow10(2 - scale) : divideHalfUp(product, pow10(scale - 2));
  // tax = A × R / (100 × 10^k + R), with the rate R / 10^k percent.
  const taxCents = r.units === 0n ? 0n : divideHalfUp(amountCents * r.units, 100n * pow10(r.scale) + r.units);
  return { amountWithTax: centsText(amountCents), tax: centsText(taxCents) };
}

/** The sum of decimal strings with 2 decimals ('0.00' for none). */
export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return centsText(values.reduce<bigint>((total, v) => total + (v ? cents(v) : 0n), 0n));
}
