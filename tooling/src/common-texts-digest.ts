import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A digest of the common texts' locale files (shared/src/core/i18n/locales), defined into every
 * build (@portal/shared's common-texts-mark.ts): apps built from the same texts carry the same one,
 * so a remote on a host with its texts fetches no copy of them.
 */
export function commonTextsDigest(localesDir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(localesDir).sort()) hash.update(name).update(readFileSync(path.join(localesDir, name)));
  return hash.digest('hex').slice(0, 16);
}
