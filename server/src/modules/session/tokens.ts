// Session tokens as the client holds them and as the database stores them. The hash is also what
// one-time codes, puzzle passes and QR logins keep, so none of them is readable from a database leak.
import { createHash, randomBytes } from 'node:crypto';

/** Random 32 bytes, base64url: the token itself is only ever held by the client. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only the sha256 of a token is stored, so a database leak does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
