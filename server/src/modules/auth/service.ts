// Login rules: image code first (single use, 5 minutes), then the scrypt password, then a random
// revocable token stored hashed.
import type { AppContext } from '../../platform/context';
import { AppError, CATALOGUE, badCredentials, badRequest, loginInvalid, unauthorized } from '../../platform/errors';
import { IMAGE_CODE_LENGTH, TOKEN_TIME } from '../../platform/constants';
import { translate, validateImageCode, validateLoginPassword, validateLoginUserName } from '@portal/shared/core';
import type { Language } from '../../platform/constants';
import { randomCode, renderCaptchaSvg } from './captcha';
import * as q from './queries';
import { hashToken, newToken, verifyPassword } from './tokens';

export const IMAGE_CODE_TTL_MS = 5 * 60 * 1000;

export interface AuthUser {
  userId: string;
  userName: string;
  kind: 'portal' | 'temp' | 'shell';
  roles: string[];
  supplierId: string | null;
  supplierName: string | null;
  wfSuStatus: string | null;
  tokenHash: string;
}

export async function issueImageCode(ctx: AppContext, randomStr: string): Promise<{ code: string; svg: string }> {
  const code = randomCode(IMAGE_CODE_LENGTH);
  const now = ctx.clock.now();
  await q.upsertImageCode(ctx.db, randomStr, code, new Date(now.getTime() + IMAGE_CODE_TTL_MS));
  // Housekeeping on the side; old rows only cost space.
  if (Math.random() < 0.05) await q.deleteExpiredImageCodes(ctx.db, now);
  return { code, svg: renderCaptchaSvg(code) };
}

/** Any attempt uses the code up: the client fetches a new image after every failure. */
export async function checkImageCode(ctx: AppContext, randomStr: string | undefined, code: string | undefined): Promise<void> {
  if (!randomStr || !code) throw badRequest(CATALOGUE.wrongImageCode);
  const row = await q.consumeImageCode(ctx.db, randomStr, ctx.clock.now());
  if (!row || row.code.toUpperCase() !== code.trim().toUpperCase()) throw badRequest(CATALOGUE.wrongImageCode);
}

export interface LoginInput {
  username: string;
  password: string;
  randomStr?: string;
  code?: string;
}

/** The login form's own rules (spec 01 §5), shared with the browser, answered in the caller's language. */
function validateLoginForm(input: LoginInput, lang: Language): void {
  const problem = validateLoginUserName(input.username) ?? validateLoginPassword(input.password) ?? validateImageCode(input.code);
  if (problem) throw badRequest(translate(problem, lang));
}

export async function passwordLogin(ctx: AppContext, input: LoginInput, lang: Language) {
  validateLoginForm(input, lang);
  await checkImageCode(ctx, input.randomStr, input.code);
  const user = await q.findUserByName(ctx.db, input.username);
  // Same answer for a missing user and a wrong password: do not reveal which names exist.
  if (!user || !(await verifyPassword(input.password, user.password_hash))) throw badCredentials();

  const token = newToken();
  const refresh = newToken();
  const now = ctx.clock.now();
  await q.insertToken(ctx.db, {
    tokenHash: hashToken(token),
    refreshHash: hashToken(refresh),
    userId: user.user_id,
    kind: user.user_kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TIME * 1000),
  });
  const roles = splitRoles(user.roles);
  return {
    access_token: token,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: TOKEN_TIME,
    scope: 'server',
    user_info: { userName: user.user_name, roles },
    ...(user.user_kind === 'portal'
      ? { protalUser: { supplierId: user.supplier_id, supplierName: user.supplier_name, userName: user.user_name, wfSuStatus: user.wf_su_status } }
      : {}),
    ...(user.user_kind === 'temp' ? { tempuser: { userName: user.user_name, token } } : {}),
    ...(user.must_change_password ? { result: 'userToChangePass' } : {}),
  };
}

const splitRoles = (roles: string) => roles.split(',').map((r) => r.trim()).filter(Boolean);

/** Reads `isp-authorization: <token>` or `Authorization: Bearer <token>`. */
export function presentedToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const isp = headers['isp-authorization'];
  if (typeof isp === 'string' && isp.trim()) return isp.trim().replace(/^Bearer\s+/i, '');
  const auth = headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+\S+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  return undefined;
}

/**
 * No token at all → 401 (not logged in). A token that is unknown, expired or revoked → 'loginInvalid',
 * which the client answers by logging out.
 */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const row = await q.findToken(ctx.db, tokenHash);
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= ctx.clock.now().getTime()) throw loginInvalid();
  return {
    userId: row.user_id,
    userName: row.user_name,
    kind: row.user_kind,
    roles: splitRoles(row.roles),
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    wfSuStatus: row.wf_su_status,
    tokenHash,
  };
}

/** Logging out is idempotent: an unknown or already revoked token is not an error. */
export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await q.revokeToken(ctx.db, hashToken(token), ctx.clock.now());
}

export function requireSupplier(user: AuthUser): string {
  if (!user.supplierId) throw new AppError(403, CATALOGUE.noPermission);
  return user.supplierId;
}
