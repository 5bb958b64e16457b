// Content-Disposition of a download (RFC 6266): the original name in filename* (RFC 5987, UTF-8,
// percent-encoded outside attr-char), and an ASCII stand-in in filename for old clients, so a name
// in Chinese, with emoji or with quotes arrives as it was uploaded.
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** A lone surrogate (not valid UTF-16) becomes U+FFFD, as Buffer.from encodes it. */
export function rfc5987(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  // Printable ASCII only; quotes and backslashes would end or escape the quoted string.
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
