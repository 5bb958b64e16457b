// The one file a backup is (issue 38): the embedded database's folder as PGlite's own tarball, then
// every stored upload, then an end mark. Each record is a 4-byte length, a JSON header and `size`
// bytes, so a backup is written and read as a stream (an upload is never held whole in memory) and
// a cut-off file is told apart from a whole one (no end mark, or a size that is not there).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkKey } from '../../platform/storage';

export const BACKUP_MAGIC = 'portal-backup';
export const BACKUP_FORMAT = 1;

export type BackupHeader =
  | { t: 'manifest'; magic: typeof BACKUP_MAGIC; format: number; createdAt: string; database: 'pglite'; files: 'folder' | 'not included (object storage)'; size: 0 }
  | { t: 'db'; type: string; size: number; sha256: string }
  | { t: 'file'; path: string; size: number }
  | { t: 'end'; files: number; size: 0 };

/** Headers are small; anything longer is not a backup of ours. */
const MAX_HEADER = 4096;

export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

function headerBytes(h: BackupHeader): Buffer {
  const json = Buffer.from(JSON.stringify(h));
  const len = Buffer.alloc(4);
  len.writeUInt32BE(json.length);
  return Buffer.concat([len, json]);
}

/** A storage key (platform/storage.ts): a half-written '.part-…' file or a stranger is not one. */
function isKey(rel: string): boolean {
  try {
    return checkKey(rel) === rel;
  } catch {
    return false;
  }
}

/** The stored uploads under root, as paths relative to it; half-written ones ('.part-…') are not files yet. */
export async function listStoredFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile() && isKey(path.relative(root, full).split(path.sep).join('/'))) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(root);
  return out;
}

/**
 * The archive as a stream: the database tarball (taken before, in one piece: see take.ts), then
 * the files under filesRoot (null when uploads live in object storage, which keeps its own copies).
 * A file is written under a temporary name and renamed when whole (platform/storage-folder.ts), so
 * one listed here does not change; one deleted meanwhile is left out.
 */
export function archiveStream(db: { bytes: Uint8Array; type: string }, filesRoot: string | null, createdAt: Date): Readable {
  async function* records(): AsyncGenerator<Buffer> {
    yield headerBytes({ t: 'manifest', magic: BACKUP_MAGIC, format: BACKUP_FORMAT, createdAt: createdAt.toISOString(), database: 'pglite', files: filesRoot ? 'folder' : 'not included (object storage)', size: 0 });
    const sha256 = createHash('sha256').update(db.bytes).digest('hex');
    yield headerBytes({ t: 'db', type: db.type, size: db.bytes.length, sha256 });
    yield Buffer.from(db.bytes.buffer, db.bytes.byteOffset, db.bytes.length);
    let files = 0;
    for (const rel of filesRoot ? await listStoredFiles(filesRoot) : []) {
      const full = path.join(filesRoot!, ...rel.split('/'));
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(full, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted since listed
        throw err;
      }
      try {
        const { size } = await handle.stat();
        yield headerBytes({ t: 'file', path: rel, size });
        let left = size;
        while (left > 0) {
          const chunk = Buffer.alloc(Math.min(left, 256 * 1024));
          const { bytesRead } = await handle.read(chunk, 0, chunk.length, size - left);
          if (bytesRead === 0) throw new Error(`${rel} became shorter while it was copied`);
          left -= bytesRead;
          yield chunk.subarray(0, bytesRead);
        }
      } finally {
        await handle.close();
      }
      files++;
    }
    yield headerBytes({ t: 'end', files, size: 0 });
  }
  return Readable.from(records());
}

/** Reads an archive file record by record; `onRecord` gets each header and its bytes as a stream. */
export async function readArchive(file: string, onRecord: (h: BackupHeader, body: Readable) => Promise<void>): Promise<{ files: number; createdAt: string }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size: total } = await handle.stat();
    let pos = 0;
    const readExact = async (n: number): Promise<Buffer> => {
      const buf = Buffer.alloc(n);
      const { bytesRead } = n ? await handle.read(buf, 0, n, pos) : { bytesRead: 0 };
      if (bytesRead !== n) throw new BackupFormatError(`${file} ends early: it is not a whole backup`);
      pos += n;
      return buf;
    };
    let manifest: Extract<BackupHeader, { t: 'manifest' }> | null = null;
    for (;;) {
      const len = (await readExact(4)).readUInt32BE(0);
      if (len < 2 || len > MAX_HEADER) throw new BackupFormatError(`${file} is not a portal backup`);
      let h: BackupHeader;
      try {
        h = JSON.parse((await readExact(len)).toString('utf8')) as BackupHeader;
      } catch {
        throw new BackupFormatError(`${file} is not a portal backup`);
      }
      if (!manifest) {
        if (h.t !== 'manifest' || h.magic !== BACKUP_MAGIC) throw new BackupFormatError(`${file} is not a portal backup`);
        if (h.format !== BACKUP_FORMAT) throw new BackupFormatError(`${file} is a backup of format ${h.format}; this portal reads format ${BACKUP_FORMAT}`);
        manifest = h;
        continue;
      }
      if (h.t === 'end') return { files: h.files, createdAt: manifest.createdAt };
      if (!Number.isSafeInteger(h.size) || h.size < 0 || pos + h.size > total) throw new BackupFormatError(`${file} ends early: it is not a whole backup`);
      if (h.t === 'file' && !isKey(h.path)) throw new BackupFormatError(`${file} names a file outside the file store: ${JSON.stringify(h.path)}`);
      const start = pos;
      pos += h.size;
      // A stream of its own per record: one FileHandle shared by many streams leaks close listeners.
      const body = h.size ? fs.createReadStream(file, { start, end: start + h.size - 1 }) : Readable.from([]);
      await onRecord(h, body);
    }
  } finally {
    await handle.close();
  }
}
