// Decrypts what encryptCredential (shared core) produced in the browser. Obfuscation, not security:
// see shared/src/core/credential-cipher.ts.
import { createDecipheriv } from 'node:crypto';
import { CREDENTIAL_IV, CREDENTIAL_KEY } from '@portal/shared/core';

/** The clear text, or null when the value is not a credential of this portal. */
export function decryptCredential(base64: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(CREDENTIAL_KEY, 'utf8'), Buffer.from(CREDENTIAL_IV, 'utf8'));
    return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
