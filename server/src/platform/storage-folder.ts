// The default file storage: a folder under the data directory (data/files). A file is written to a
// temporary name beside its final place and renamed when the stream ended well, so a reader never
// sees half a file and a failed upload leaves nothing under the key (the temporary file is removed).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, StorageMissing, type FileStorage } from './storage';

export class FolderStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const target = this.file(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.part-${randomBytes(6).toString('hex')}`;
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // Opened before the stream starts: a write stream that opens its file by itself may create it
    // after an early failure (a refused first chunk) was already cleaned up, leaving the part behind.
    const handle = await fs.promises.open(temp, 'wx');
    try {
      await pipeline(body, count, handle.createWriteStream());
      await fs.promises.rename(temp, target);
      return { size };
    } catch (err) {
      await fs.promises.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.file(key);
    // Opened before it is handed out, so a missing file is a StorageMissing here and not a stream error later.
    const handle = await fs.promises.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new StorageMissing(key) : err;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises.stat(this.file(key)).then((s) => s.isFile(), () => false);
  }

  describe(): string {
    return `folder ${this.root}`;
  }
}
