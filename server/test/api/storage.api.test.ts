// One suite for every file storage (platform/storage.ts): the folder under the data directory,
// and S3-compatible object storage against an s3rver the test starts on 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { createStorage, StorageMissing, type FileStorage, type StorageSettings } from '../../src/platform/storage';

jest.setTimeout(120_000);

const MB = 1024 * 1024;

/** `size` bytes of a repeating pattern, produced as read. */
function bytes(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('cut'));
      if (sent >= size) return this.push(null);
      const n = Math.min(256 * 1024, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

interface Target {
  name: string;
  start: () => Promise<{ settings: StorageSettings; listAll: () => Promise<string[]>; stop: () => Promise<void> }>;
}

const folder: Target = {
  name: 'folder',
  start: async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    const listAll = async () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    return { settings: { kind: 'folder', root }, listAll, stop: async () => fs.rmSync(root, { recursive: true, force: true }) };
  },
};

const s3: Target = {
  name: 's3 (s3rver)',
  start: async () => {
    // s3rver keeps objects in a folder; it is only a test double for S3.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const S3rver = require('s3rver');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'portal-files', configs: [] }] });
    const { port } = await server.run();
    const settings: StorageSettings = { kind: 's3', endpoint: `http://127.0.0.1:${port}`, bucket: 'portal-files', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    // Objects only: s3rver does not implement AbortMultipartUpload, so the parts of an aborted
    // upload stay in its own upload folder (real S3 and MinIO remove them on the abort we send).
    const listAll = async () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('._S3rver_object')).map((e) => e.name);
    return { settings, listAll, stop: async () => { await server.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
  },
};

describe.each([folder, s3])('file storage: $name', (target: Target) => {
  let storage: FileStorage;
  let listAll: () => Promise<string[]>;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const started = await target.start();
    storage = await createStorage(started.settings);
    listAll = started.listAll;
    stop = started.stop;
  });
  afterAll(() => stop?.());

  it('puts a stream and gets the same bytes back, across several multipart parts', async () => {
    const size = 20 * MB + 123;
    expect(await storage.put('uploads/test/big', bytes(size))).toEqual({ size });
    expect(await storage.exists('uploads/test/big')).toBe(true);
    const back = await readAll(await storage.get('uploads/test/big'));
    expect(back.length).toBe(size);
    expect(back.equals(await readAll(bytes(size)))).toBe(true);
  });

  it('deletes, and a missing key is missing everywhere', async () => {
    await storage.put('uploads/test/small', Readable.from([Buffer.from('hello')]));
    await storage.delete('uploads/test/small');
    expect(await storage.exists('uploads/test/small')).toBe(false);
    await expect(storage.get('uploads/test/small')).rejects.toBeInstanceOf(StorageMissing);
    await storage.delete('uploads/test/never');
  });

  it('a stream that fails midway leaves nothing under the key, also after several parts', async () => {
    const before = await listAll();
    for (const failAfter of [1 * MB, 17 * MB]) {
      await expect(storage.put(`uploads/test/cut-${failAfter}`, bytes(30 * MB, failAfter))).rejects.toThrow('cut');
      expect(await storage.exists(`uploads/test/cut-${failAfter}`)).toBe(false);
    }
    expect(await listAll()).toEqual(before);
  });

  it('a transform that refuses the stream (a size limit) leaves nothing either', async () => {
    let seen = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _e, done) {
        seen += chunk.length;
        done(seen > 3 * MB ? new Error('too large') : null, seen > 3 * MB ? undefined : chunk);
      },
    });
    const source = bytes(5 * MB);
    source.on('error', () => undefined);
    limit.on('error', () => undefined);
    await expect(storage.put('uploads/test/limited', source.pipe(limit))).rejects.toThrow('too large');
    expect(await storage.exists('uploads/test/limited')).toBe(false);
  });

  it('refuses keys that could leave the storage', async () => {
    for (const key of ['../x', 'a/../../b', '/abs', 'A/B', 'a//b', '']) await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/invalid storage key/);
  });
});
