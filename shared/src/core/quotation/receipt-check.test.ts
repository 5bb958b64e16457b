import { webcrypto } from 'node:crypto';
import { checkReceiptDigest, sha256HexOf } from './receipt-check';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

test('the SHA-256 of a text is the standard one (UTF-8, lower-case hex)', async () => {
  expect(await sha256HexOf('abc', subtle)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  // Chinese text is hashed as UTF-8, as the server's node:crypto does.
  expect(await sha256HexOf('报价', subtle)).toBe(
    (await import('node:crypto')).createHash('sha256').update('报价', 'utf8').digest('hex'),
  );
});

test('a canonical text matches its digest; one changed character does not', async () => {
  const canonical = '{"content":{"header":{"totalWithTax":"339.00"}},"round":1}';
  const digest = await sha256HexOf(canonical, subtle);
  expect(await checkReceiptDigest(canonical, digest.toUpperCase(), subtle)).toBe('match');
  expect(await checkReceiptDigest(canonical.replace('339', '338'), digest, subtle)).toBe('mismatch');
});

test('without WebCrypto the check says so instead of guessing', async () => {
  await expect(sha256HexOf('abc', undefined)).rejects.toThrow(/WebCrypto/);
});
