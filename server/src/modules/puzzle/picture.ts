// Draws the slider puzzle: an energy landscape (sky, sun, hills, wind turbines) that differs per
// puzzle, with the piece's hole cut at the target, and the piece itself cut from the same scene.
import { randomInt } from 'node:crypto';

export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
export const PIECE_SIZE = 42;
/** The knob on the piece's right edge makes it wider than its square. */
export const PIECE_WIDTH = PIECE_SIZE + 8;

/** The piece outline, drawn from its top-left corner. */
const PIECE_PATH = `M0 0 H${PIECE_SIZE} V${PIECE_SIZE / 2 - 6} A6 6 0 1 1 ${PIECE_SIZE} ${PIECE_SIZE / 2 + 6} V${PIECE_SIZE} H0 Z`;

export interface PuzzlePicture {
  background: string;
  piece: string;
}

function scene(): string {
  const hue = randomInt(180, 230);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${hue + 20},60%,88%)"/></linearGradient></defs>`,
    `<rect width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${randomInt(30, 280)}" cy="${randomInt(20, 50)}" r="${randomInt(12, 22)}" fill="hsl(${randomInt(35, 55)},95%,62%)"/>`,
  ];
  for (let layer = 0; layer < 3; layer++) {
    const base = 95 + layer * 20;
    const points = [`0,${PUZZLE_HEIGHT}`];
    for (let x = 0; x <= PUZZLE_WIDTH; x += randomInt(30, 60)) points.push(`${x},${base - randomInt(0, 40)}`);
    points.push(`${PUZZLE_WIDTH},${base - randomInt(0, 30)}`, `${PUZZLE_WIDTH},${PUZZLE_HEIGHT}`);
    parts.push(`<polygon points="${points.join(' ')}" fill="hsl(${randomInt(90, 150)},${40 + layer * 10}%,${45 - layer * 8}%)"/>`);
  }
  const turbines = randomInt(2, 5);
  for (let i = 0; i < turbines; i++) {
    const x = randomInt(20, PUZZLE_WIDTH - 20);
    const top = randomInt(30, 70);
    const turn = randomInt(0, 120);
    parts.push(
      `<g stroke="#f5f7fa" stroke-width="2.5" stroke-linecap="round"><line x1="${x}" y1="${top}" x2="${x}" y2="${top + 60}"/>` +
        [0, 120, 240].map((a) => `<line x1="${x}" y1="${top}" x2="${x}" y2="${top - 22}" transform="rotate(${a + turn} ${x} ${top})"/>`).join('') +
        `</g>`,
    );
  }
  return parts.join('');
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

export function drawPuzzle(targetX: number, targetY: number): PuzzlePicture {
  const art = scene();
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}" viewBox="0 0 ${PUZZLE_WIDTH} ${PUZZLE_HEIGHT}">${art}` +
    `<path class="hole" d="${PIECE_PATH}" transform="translate(${targetX} ${targetY})" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.9)" stroke-width="1.5"/></svg>`;
  // The piece image is as tall as the picture so the client only moves it sideways.
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_WIDTH + 2}" height="${PUZZLE_HEIGHT}" viewBox="0 0 ${PIECE_WIDTH + 2} ${PUZZLE_HEIGHT}">` +
    `<defs><clipPath id="cut"><path d="${PIECE_PATH}" transform="translate(1 ${targetY})"/></clipPath></defs>` +
    `<g clip-path="url(#cut)"><g transform="translate(${1 - targetX} 0)">${art}</g></g>` +
    `<path d="${PIECE_PATH}" transform="translate(1 ${targetY})" fill="none" stroke="rgba(255,255,255,0.95)" stroke-width="1.5"/></svg>`;
  return { background: dataUrl(background), piece: dataUrl(piece) };
}
