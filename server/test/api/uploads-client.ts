// Multipart uploads for the API tests and the benchmark: the body is generated as it is sent (a
// head of real bytes, then filler up to the size), so a 200 MB file never exists in the test's
// memory either.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface UploadSpec {
  fields?: Record<string, string>;
  fileName: string;
  contentType?: string;
  /** The first bytes of the file (a signature); the rest up to size is filler. */
  head?: Buffer;
  size?: number;
  /** Fill byte after the head (default 0x20, a space). */
  fill?: number;
}

async function* multipartBody(boundary: string, spec: UploadSpec): AsyncGenerator<Uint8Array> {
  const enc = (s: string) => Buffer.from(s, 'utf8');
  for (const [name, value] of Object.entries(spec.fields ?? {})) {
    yield enc(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  const quotedName = spec.fileName.replace(/"/g, '%22');
  yield enc(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quotedName}"\r\nContent-Type: ${spec.contentType ?? 'application/octet-stream'}\r\n\r\n`);
  const head = spec.head ?? Buffer.alloc(0);
  const size = spec.size ?? head.length;
  // No empty chunk: in a chunked request body a zero-length chunk means "the end".
  if (size === 0) {
    /* nothing */
  } else if (size <= head.length) yield head.subarray(0, size);
  else {
    yield head;
    const chunk = Buffer.alloc(1024 * 1024, spec.fill ?? 0x20);
    for (let left = size - head.length; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
  yield enc(`\r\n--${boundary}--\r\n`);
}

export async function upload(base: string, token: string | null, spec: UploadSpec, headers: Record<string, string> = {}) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const res = await fetch(`${base}/isp/portal/plogin/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { 'isp-authorization': token } : {}), ...headers },
    body: multipartBody(boundary, spec) as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body };
}

/** Every file under a folder (recursive), temporary parts included. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name));
}

export const PDF_HEAD = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The start of a 64-bit Linux executable. */
export const ELF_HEAD = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0, 1, 0, 0, 0, 0x40, 0x10, 0x40, 0, 0, 0, 0, 0]);
/** The start of a Windows executable (DOS stub, 'MZ'). */
export const PE_HEAD = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(44), Buffer.from([0x80, 0, 0, 0]), Buffer.from('This program cannot be run in DOS mode.', 'latin1')]);
