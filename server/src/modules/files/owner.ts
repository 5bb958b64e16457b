// Whose files a caller may see. A supplier's files belong to the supplier (every portal user of
// it shares them); a registering user's files to that user. Other callers own no files.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerHeaderToken } from '../session/register-header';
import { authenticate, presentedToken, type AuthUser } from '../session/authenticate';

export interface FileOwner {
  kind: 'supplier' | 'temp';
  id: string;
}

export function ownerOf(user: AuthUser | undefined): FileOwner | null {
  if (!user) return null;
  if (user.kind === 'portal' && user.supplierId) return { kind: 'supplier', id: user.supplierId };
  if (user.kind === 'temp') return { kind: 'temp', id: user.userId };
  return null;
}

/**
 * For calls that also serve public files: the caller when a valid token came along, otherwise a
 * visitor (a stale token must not hide the public notice files).
 */
export async function optionalUser(ctx: AppContext, req: FastifyRequest): Promise<AuthUser | undefined> {
  await registerHeaderToken(req);
  const token = presentedToken(req.headers);
  if (!token) return undefined;
  return authenticate(ctx, token).catch(() => undefined);
}
