// Addresses of listed files. A public file's address is plain; a private file's carries a signature
// for its owner (platform/link-signing.ts), so it also opens in a new tab, which sends no token.
import { translate } from '../../platform/shared-texts';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { AppError } from '../../platform/errors';
import type { LinkSigner } from '../../platform/link-signing';
import type { FileOwner } from './owner';
import { attachmentOwner } from './queries';

const subject = (fileId: string, owner: FileOwner) => `file:${fileId}:${owner.kind}:${owner.id}`;

export function fileUrl(links: LinkSigner, fileId: string, owner: FileOwner | null): string {
  const path = `/upms/file/${encodeURIComponent(fileId)}`;
  if (!owner) return path;
  const { exp, sig } = links.sign(subject(fileId, owner));
  return `${path}?exp=${exp}&sig=${sig}`;
}

/**
 * The owner a signed address speaks for, or null when it speaks for nobody (no such file, a public
 * one, a signature that does not match): the download then answers as to a visitor, "not found".
 * A genuine address past its time says so, so the person knows to open the page again.
 */
export async function signedOwner(ctx: AppContext, links: LinkSigner, fileId: string, signed: { exp: number; sig: string }, lang: Language): Promise<FileOwner | null> {
  const owner = await attachmentOwner(ctx.db, fileId);
  if (!owner || !links.matches(subject(fileId, owner), signed.exp, signed.sig)) return null;
  if (signed.exp * 1000 < ctx.clock.now().getTime()) throw new AppError(403, translate('notice.linkExpired', lang));
  return owner;
}
