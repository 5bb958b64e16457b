// The image code as an SVG drawn here: no native canvas dependency. Readable by people, noisy
// enough to stop naive scraping; rate limits and single use do the real protecting.
import { randomInt } from 'node:crypto';

// No 0/O, 1/I/l: people misread them.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function renderCaptchaSvg(code: string, width = 120, height = 40): string {
  const colour = () => `rgb(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)})`;
  const lines = Array.from({ length: 6 }, () => {
    return `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="${colour()}" stroke-width="1"/>`;
  }).join('');
  const dots = Array.from({ length: 30 }, () => `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${colour()}"/>`).join('');
  const step = width / (code.length + 1);
  const chars = [...code]
    .map((ch, i) => {
      const x = Math.round(step * (i + 1));
      const y = randomInt(26, 32);
      const rotate = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" fill="${colour()}" font-size="${randomInt(22, 28)}" font-family="Verdana,Arial,sans-serif" font-weight="bold" text-anchor="middle" transform="rotate(${rotate} ${x} ${y})">${ch}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${dots}${lines}${chars}</svg>`;
}
