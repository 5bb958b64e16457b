// S3-compatible object storage (AWS S3, MinIO, Ceph, …), so several server instances share the
// files. Uploads go through @aws-sdk/lib-storage's Upload: the stream is cut into 8 MiB parts sent
// as a multipart upload (at most two parts in memory at once), and an upload whose stream fails is
// aborted, so no object and no orphaned parts are left. Reads stream the object's body.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { checkKey, StorageMissing, type FileStorage, type StorageSettings } from './storage';

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

const PART_BYTES = 8 * 1024 * 1024;

const isMissing = (err: unknown) =>
  (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)) ||
  (err as { name?: string } | null)?.name === 'NoSuchKey';

export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums on every request would need the whole part first; the SDK's default since 3.729
      // ("when supported") also trips older S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    let size = 0;
    let failure: unknown;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // The source's error (a size limit, a cut connection) must end the upload; Upload only sees
    // its own body, so the error is carried over and the upload aborted.
    body.on('error', (err) => {
      failure = err;
      counted.destroy(err);
    });
    body.pipe(counted);
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: checkKey(key), Body: counted }, partSize: PART_BYTES, queueSize: 1, leavePartsOnError: false });
    try {
      await upload.done();
    } catch (err) {
      await upload.abort().catch(() => undefined);
      // A single-part upload may already have been written when the error surfaced late.
      await this.delete(key).catch(() => undefined);
      throw failure ?? err;
    }
    if (failure) {
      await this.delete(key).catch(() => undefined);
      throw failure;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      if (!out.Body) throw new StorageMissing(key);
      return out.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw new StorageMissing(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  describe(): string {
    return `s3 bucket ${this.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }
}
