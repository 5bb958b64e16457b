// The stages an upload streams through before it reaches the storage: a byte limit that fails the
// stream before the first byte past the limit is passed on, and a gate that holds the first bytes
// back until the content check said yes (so a refused file never reaches the storage at all),
// refuses an empty file, and hashes what passes.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export class TooLarge extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
    this.name = 'TooLarge';
  }
}
export class EmptyFile extends Error {
  constructor() {
    super('0 bytes');
    this.name = 'EmptyFile';
  }
}
export class ContentRefused extends Error {
  constructor() {
    super('content does not match the extension');
    this.name = 'ContentRefused';
  }
}

/** Passes at most `limit` bytes; the chunk that would cross it fails the stream instead. */
export function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit) return done(new TooLarge(limit));
      done(null, chunk);
    },
  });
}

/**
 * Holds back the first `headBytes` (or the whole file when smaller) until `check(head)` resolves
 * true; then passes everything on. Fails with EmptyFile on 0 bytes, ContentRefused on a false.
 */
export class ContentGate extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private open = false;
  private readonly hash = createHash('sha256');
  size = 0;

  constructor(
    private readonly headBytes: number,
    private readonly check: (head: Buffer) => Promise<boolean>,
  ) {
    super();
  }

  /** Hex SHA-256 of everything passed; read after the stream ended. */
  get sha256(): string {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.open) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < this.headBytes) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.open) return done();
    if (this.heldBytes === 0) return done(new EmptyFile());
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    this.check(head).then(
      (fits) => {
        if (!fits) return done(new ContentRefused());
        this.open = true;
        done(null, head);
      },
      (err: Error) => done(err),
    );
  }
}
