// After the opening each bidder sees every quotation's canonical text beside the digest its receipt
// carried (issue 14): the page recomputes the SHA-256 with WebCrypto and says whether they match,
// so nobody has to trust the server's word that the opened prices are the ones that were sent.

/** WebCrypto's digest, which browsers offer only on secure origins (https, localhost, 127.0.0.1). */
type Subtle = Pick<SubtleCrypto, 'digest'>;

function defaultSubtle(): Subtle | undefined {
  return (globalThis as { crypto?: { subtle?: Subtle } }).crypto?.subtle;
}

/** Lower-case hex SHA-256 of the UTF-8 text; rejects where WebCrypto is missing. */
export async function sha256HexOf(text: string, subtle: Subtle | undefined = defaultSubtle()): Promise<string> {
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) is not available on this page');
  const bytes = new TextEncoder().encode(text);
  const hash = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type DigestCheck = 'match' | 'mismatch';

/** Recomputes the digest of the canonical text and compares it with the receipt's (case-insensitive). */
export async function checkReceiptDigest(canonical: string, digest: string, subtle?: Subtle): Promise<DigestCheck> {
  const computed = await sha256HexOf(canonical, subtle);
  return computed === digest.trim().toLowerCase() ? 'match' : 'mismatch';
}
