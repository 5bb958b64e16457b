// Reads a PNG's chunk list: what a script gets from a served image besides the pixels.
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(SIGNATURE);

/** The chunk types in order (IHDR, IDAT…, IEND, and any text or metadata chunk). */
export function pngChunks(bytes: Buffer): string[] {
  if (!isPng(bytes)) throw new Error('not a PNG');
  const types: string[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    types.push(bytes.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

export const fromDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
