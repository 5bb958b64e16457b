// The image code as a PNG: characters drawn with a bundled font (the same on every machine),
// each turned and sheared on its own, the whole line bent by a wave, crossed by curves and
// sprinkled with dots. A served SVG kept its characters as text a one-line regular expression
// could read (issue 12); a raster image leaves a script only OCR, which the distortion, the
// single use and the rate limits make expensive.
import { randomInt } from 'node:crypto';
import { GlobalFonts, ImageData, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

// No 0/O, 1/I/l: people misread them.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FONT_FAMILY = 'PortalImageCode';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

let fontRegistered = false;
/** The font comes from an npm package: a server without system fonts would draw empty boxes. */
function registerFont(): void {
  if (fontRegistered) return;
  GlobalFonts.registerFromPath(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2'), FONT_FAMILY);
  fontRegistered = true;
}

const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const darkColour = () => `rgb(${randomInt(20, 130)},${randomInt(20, 130)},${randomInt(20, 130)})`;
const lightColour = () => `rgb(${randomInt(200, 250)},${randomInt(200, 250)},${randomInt(200, 250)})`;

function drawCharacters(g: SKRSContext2D, code: string, width: number, height: number): void {
  const step = width / (code.length + 0.6);
  [...code].forEach((ch, i) => {
    g.save();
    g.translate(step * (i + 0.8) + between(-3, 3), height / 2 + between(-2, 2));
    g.rotate(between(-0.45, 0.45));
    g.transform(1, between(-0.2, 0.2), between(-0.3, 0.3), 1, 0, 0);
    g.font = `${randomInt(22, 28)}px ${FONT_FAMILY}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = darkColour();
    g.fillText(ch, 0, 0);
    g.restore();
  });
}

/** Bends the picture along two sine waves, so no character keeps its glyph's straight lines. */
function wave(source: ImageData, width: number, height: number): ImageData {
  const out = new ImageData(width, height);
  const ax = between(1.5, 3);
  const ay = between(1.5, 3);
  const px = between(6, 10);
  const py = between(14, 24);
  const phx = between(0, Math.PI * 2);
  const phy = between(0, Math.PI * 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(x + ax * Math.sin(y / px + phx));
      const sy = Math.round(y + ay * Math.sin(x / py + phy));
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
      const from = (sy * width + sx) * 4;
      const to = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) out.data[to + c] = source.data[from + c];
    }
  }
  return out;
}

function background(g: SKRSContext2D, width: number, height: number): void {
  const fill = g.createLinearGradient(0, 0, width, height);
  fill.addColorStop(0, lightColour());
  fill.addColorStop(1, lightColour());
  g.fillStyle = fill;
  g.fillRect(0, 0, width, height);
  for (let i = 0; i < 6; i++) {
    g.fillStyle = lightColour();
    g.beginPath();
    g.arc(randomInt(width), randomInt(height), randomInt(4, 14), 0, Math.PI * 2);
    g.fill();
  }
}

function interference(g: SKRSContext2D, width: number, height: number): void {
  for (let i = 0; i < 3; i++) {
    g.strokeStyle = darkColour();
    g.lineWidth = between(1, 2.2);
    g.beginPath();
    g.moveTo(0, randomInt(height));
    g.bezierCurveTo(randomInt(width), randomInt(height), randomInt(width), randomInt(height), width, randomInt(height));
    g.stroke();
  }
  for (let i = 0; i < 140; i++) {
    g.fillStyle = i % 2 ? darkColour() : lightColour();
    g.fillRect(randomInt(width), randomInt(height), 1, 1);
  }
}

export async function renderCaptchaPng(code: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): Promise<Buffer> {
  registerFont();
  const text = createCanvas(width, height);
  drawCharacters(text.getContext('2d'), code, width, height);
  const bent = createCanvas(width, height);
  bent.getContext('2d').putImageData(wave(text.getContext('2d').getImageData(0, 0, width, height), width, height), 0, 0);

  const picture = createCanvas(width, height);
  const g = picture.getContext('2d');
  background(g, width, height);
  g.drawImage(bent, 0, 0);
  interference(g, width, height);
  return picture.encode('png');
}
