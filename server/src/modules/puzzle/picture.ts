// Draws the slider puzzle as two PNGs: an energy landscape (sky, sun, hills, wind turbines) that
// differs per puzzle, with the piece's hole cut at the target, and the piece cut from the same
// scene. The SVG this replaced carried the hole's `translate(x y)` as text (issue 12); in pixels a
// script has to find the hole by image analysis, against a grain laid over the scene and a decoy
// outline turned the other way (a person goes by the piece's shape, which the decoy does not have).
import { randomInt } from 'node:crypto';
import { Path2D, createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

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

const pieceOutline = () => new Path2D(PIECE_PATH);

function hills(g: SKRSContext2D): void {
  for (let layer = 0; layer < 3; layer++) {
    const base = 95 + layer * 20;
    g.fillStyle = `hsl(${randomInt(90, 150)},${40 + layer * 10}%,${45 - layer * 8}%)`;
    g.beginPath();
    g.moveTo(0, PUZZLE_HEIGHT);
    for (let x = 0; x <= PUZZLE_WIDTH; x += randomInt(30, 60)) g.lineTo(x, base - randomInt(0, 40));
    g.lineTo(PUZZLE_WIDTH, base - randomInt(0, 30));
    g.lineTo(PUZZLE_WIDTH, PUZZLE_HEIGHT);
    g.closePath();
    g.fill();
  }
}

function turbines(g: SKRSContext2D): void {
  g.strokeStyle = '#f5f7fa';
  g.lineWidth = 2.5;
  g.lineCap = 'round';
  const count = randomInt(2, 5);
  for (let i = 0; i < count; i++) {
    const x = randomInt(20, PUZZLE_WIDTH - 20);
    const top = randomInt(30, 70);
    const turn = (randomInt(0, 120) * Math.PI) / 180;
    g.beginPath();
    g.moveTo(x, top);
    g.lineTo(x, top + 60);
    for (let blade = 0; blade < 3; blade++) {
      const a = turn + (blade * 2 * Math.PI) / 3;
      g.moveTo(x, top);
      g.lineTo(x + 22 * Math.sin(a), top - 22 * Math.cos(a));
    }
    g.stroke();
  }
}

/** A grain of small specks and faint strokes, so no region is flat enough to match by colour alone. */
function grain(g: SKRSContext2D): void {
  for (let i = 0; i < 700; i++) {
    g.fillStyle = `hsla(${randomInt(0, 360)},${randomInt(20, 80)}%,${randomInt(25, 85)}%,0.35)`;
    g.fillRect(randomInt(PUZZLE_WIDTH), randomInt(PUZZLE_HEIGHT), randomInt(1, 3), randomInt(1, 3));
  }
  for (let i = 0; i < 5; i++) {
    g.strokeStyle = `hsla(${randomInt(0, 360)},60%,80%,0.3)`;
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(randomInt(PUZZLE_WIDTH), 0);
    g.quadraticCurveTo(randomInt(PUZZLE_WIDTH), randomInt(PUZZLE_HEIGHT), randomInt(PUZZLE_WIDTH), PUZZLE_HEIGHT);
    g.stroke();
  }
}

function scene(): Canvas {
  const canvas = createCanvas(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const g = canvas.getContext('2d');
  const hue = randomInt(180, 230);
  const sky = g.createLinearGradient(0, 0, 0, PUZZLE_HEIGHT);
  sky.addColorStop(0, `hsl(${hue},70%,62%)`);
  sky.addColorStop(1, `hsl(${hue + 20},60%,88%)`);
  g.fillStyle = sky;
  g.fillRect(0, 0, PUZZLE_WIDTH, PUZZLE_HEIGHT);
  g.fillStyle = `hsl(${randomInt(35, 55)},95%,62%)`;
  g.beginPath();
  g.arc(randomInt(30, 280), randomInt(20, 50), randomInt(12, 22), 0, Math.PI * 2);
  g.fill();
  hills(g);
  turbines(g);
  grain(g);
  return canvas;
}

function hole(g: SKRSContext2D, x: number, y: number, opts: { shade: number; turned: boolean }): void {
  g.save();
  g.translate(x, y);
  if (opts.turned) {
    // Turned half a circle about its centre: the knob points left, unlike the piece's.
    g.translate(PIECE_SIZE / 2, PIECE_SIZE / 2);
    g.rotate(Math.PI);
    g.translate(-PIECE_SIZE / 2, -PIECE_SIZE / 2);
  }
  const outline = pieceOutline();
  g.fillStyle = `rgba(0,0,0,${opts.shade})`;
  g.fill(outline);
  g.strokeStyle = 'rgba(255,255,255,0.9)';
  g.lineWidth = 1.5;
  g.stroke(outline);
  g.restore();
}

/** Somewhere left or right of the target, never overlapping it. */
function decoyX(targetX: number): number | null {
  const room = [
    [8, targetX - PIECE_WIDTH - 10],
    [targetX + PIECE_WIDTH + 10, PUZZLE_WIDTH - PIECE_WIDTH - 4],
  ].filter(([from, to]) => to > from);
  if (!room.length) return null;
  const [from, to] = room[randomInt(room.length)];
  return randomInt(from, to);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export async function drawPuzzle(targetX: number, targetY: number): Promise<PuzzlePicture> {
  const art = scene();

  const background = createCanvas(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const bg = background.getContext('2d');
  bg.drawImage(art, 0, 0);
  const decoy = decoyX(targetX);
  if (decoy !== null) hole(bg, decoy, randomInt(8, PUZZLE_HEIGHT - PIECE_SIZE - 8), { shade: 0.3, turned: true });
  hole(bg, targetX, targetY, { shade: 0.45, turned: false });

  // The piece image is as tall as the picture so the client only moves it sideways.
  const piece = createCanvas(PIECE_WIDTH + 2, PUZZLE_HEIGHT);
  const pc = piece.getContext('2d');
  pc.save();
  pc.translate(1, targetY);
  pc.clip(pieceOutline());
  pc.drawImage(art, -targetX, -targetY);
  pc.restore();
  pc.translate(1, targetY);
  pc.strokeStyle = 'rgba(255,255,255,0.95)';
  pc.lineWidth = 1.5;
  pc.stroke(pieceOutline());

  const [backgroundPng, piecePng] = await Promise.all([background.encode('png'), piece.encode('png')]);
  return { background: dataUrl(backgroundPng), piece: dataUrl(piecePng) };
}
