// How much an .xlsx (a ZIP archive) says it expands to, read from its central directory before any
// of it is inflated: a 5 MB upload must not become gigabytes in memory (a "zip bomb"). This catches
// an honest archive that is too big; one whose directory understates its entries is not caught here
// (what bounds it then is the 5 MB request cap times the deflate ratio).
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The summed uncompressed size of the entries, or null when the bytes are no ZIP archive (or ZIP64). */
export function zipExpandedSize(bytes: Buffer): { entries: number; bytes: number } | null {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries: count, bytes: total };
}
