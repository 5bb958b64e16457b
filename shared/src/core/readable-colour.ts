// WCAG 2 contrast arithmetic for the antd primary colour: the colour picker offers any colour
// (the default #409EFF reads at 2.8:1 on white, gold at 1.9:1), but links and white text on
// primary buttons must read at 4.5:1 whatever the user picked.

const AA_TEXT = 4.5;
/** The lightest grey the pages put links on (antd's layout and the footers): checked against it, a
 * colour also reads on white. */
const LIGHT_GREY = '#f0f2f5';

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when text in it reads at AA on the background, else the same hue darkened
 * just enough; a value that is not a hex colour is returned unchanged.
 */
export function readableOn(colour: string, background: string, minimum: number = AA_TEXT): string {
  const rgb = channels(colour);
  if (!rgb) return colour;
  // A small margin above the threshold: browsers round the colours antd derives.
  const target = minimum + 0.1;
  for (let k = 1; k >= 0; k -= 0.01) {
    const candidate = toHex(rgb.map((c) => c * k));
    if (contrastRatio(candidate, background) >= target) return candidate;
  }
  return '#000000';
}

/** Readable on white and light grey, as text and under white text (a primary button). */
export function readableOnWhite(colour: string, minimum: number = AA_TEXT): string {
  return readableOn(colour, LIGHT_GREY, minimum);
}
