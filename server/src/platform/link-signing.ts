// Signed addresses for private downloads: "this file, for its owner, until then", checked without
// a token. An address is a bearer capability until it expires, so it is short-lived and names
// nothing but the file; the owner is read from the file's row when the address is checked.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { Clock } from './clock';

/** How long a listed file's address works: long enough to read a page and click, short if it leaks. */
export const SIGNED_LINK_TTL_S = 30 * 60;

export interface LinkSigner {
  /** `exp` (seconds since the epoch) and `sig` for this subject, valid for SIGNED_LINK_TTL_S. */
  sign(subject: string): { exp: number; sig: string };
  /** Whether the signature is this subject's and `exp`'s; expiry is the caller's question. */
  matches(subject: string, exp: number, sig: string): boolean;
}

const KEY_NAME = 'download-links';

/** The key of this database, made by the first instance that asks. */
async function linkKey(db: Db, clock: Clock): Promise<Buffer> {
  const made = randomBytes(32).toString('base64url');
  await sql`insert into app_secret (name, value, created_at) values (${KEY_NAME}, ${made}, ${clock.now()}) on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`select value from app_secret where name = ${KEY_NAME}`.execute(db);
  return Buffer.from(rows[0].value, 'base64url');
}

export async function loadLinkSigner(db: Db, clock: Clock): Promise<LinkSigner> {
  const key = await linkKey(db, clock);
  const mac = (subject: string, exp: number) => createHmac('sha256', key).update(`${subject}\n${exp}`).digest();
  return {
    sign(subject) {
      const exp = Math.floor(clock.now().getTime() / 1000) + SIGNED_LINK_TTL_S;
      return { exp, sig: mac(subject, exp).toString('base64url') };
    },
    matches(subject, exp, sig) {
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(subject, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
