// Password hashes, kept costly so that a stolen database is slow to guess from. The cost rises over
// time (issue 12), so older or cheaper hashes still verify and are replaced on the next right
// password (needsRehash) instead of locking their owners out.
import { scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): memory-hard like scrypt
 * N=2^17 but at a sixth of its memory, which matters for a server meant to stay under 300 MB.
 * PORTAL_PASSWORD_COST=test (the API test setup sets it, never production) uses a tiny cost so
 * that test runs creating hundreds of users stay fast; hashes still verify across the two.
 */
const PRODUCTION = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const TEST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const cost = () => (process.env.PORTAL_PASSWORD_COST === 'test' ? TEST : PRODUCTION);

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, { algorithm: ARGON2ID, ...cost() });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false;
    }
  }
  // Before issue 12: scrypt$<salt b64>$<key b64> with Node's default N=16384. Still verified, and
  // re-hashed on the next successful login (needsRehash).
  const [scheme, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the stored hash is not Argon2id at the current cost: the next right password replaces it. */
export function needsRehash(stored: string): boolean {
  const c = cost();
  return !stored.startsWith(`$argon2id$v=19$m=${c.memoryCost},t=${c.timeCost},p=${c.parallelism}$`);
}
