// Where uploaded files live, behind one interface: a folder under the data directory by default,
// or S3-compatible object storage (PORTAL_STORAGE=s3) so that several server instances share the
// files. Both stream both ways: a file is never held whole in memory. A put either stores the
// whole stream under the key or, when the stream fails (a size limit, a cut connection), leaves
// nothing behind under that key.
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Stores the stream under key; resolves with the bytes written. A failed stream stores nothing. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The stored bytes as a stream; rejects with StorageMissing when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** What it is, for logs and the benchmark ('folder /x/data/files', 's3 bucket at endpoint'). */
  describe(): string;
}

export class StorageMissing extends Error {
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = 'StorageMissing';
  }
}

/**
 * Keys are made by the server (never from a file name): lower-case segments of letters, digits,
 * '-' and '_', joined by '/'. Checked anyway, so no key can climb out of the folder.
 */
const KEY = /^[a-z0-9_-]{1,64}(\/[a-z0-9_-]{1,64}){0,4}$/;
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key '${key}'`);
  return key;
}

export type StorageSettings =
  | { kind: 'folder'; root: string }
  | { kind: 's3'; endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

/** PORTAL_STORAGE (folder | s3) and its PORTAL_S3_* settings; see server/README.md, "Uploads". */
export function storageSettings(env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  const kind = env.PORTAL_STORAGE || 'folder';
  if (kind === 'folder') return { kind, root: path.resolve(env.PORTAL_FILES_DIR || path.join(dataDir, 'files')) };
  if (kind !== 's3') throw new Error(`PORTAL_STORAGE must be 'folder' or 's3', got '${kind}'`);
  const bucket = env.PORTAL_S3_BUCKET;
  if (!bucket) throw new Error('PORTAL_STORAGE=s3 needs PORTAL_S3_BUCKET');
  return {
    kind,
    endpoint: env.PORTAL_S3_ENDPOINT || undefined,
    bucket,
    region: env.PORTAL_S3_REGION || 'us-east-1',
    accessKeyId: env.PORTAL_S3_ACCESS_KEY || undefined,
    secretAccessKey: env.PORTAL_S3_SECRET_KEY || undefined,
    // MinIO, s3rver and most self-hosted stores want path-style addresses; AWS takes either.
    forcePathStyle: env.PORTAL_S3_PATH_STYLE !== '0',
  };
}

export async function createStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.kind === 'folder') {
    const { FolderStorage } = await import('./storage-folder');
    return new FolderStorage(settings.root);
  }
  // Loaded only when chosen: the AWS SDK is large and most installations never need it.
  const { S3Storage } = await import('./storage-s3');
  return new S3Storage(settings);
}
