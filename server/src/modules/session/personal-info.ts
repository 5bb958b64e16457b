// The personal info of the logged-in user (user/info), with this session's and the previous one's
// start. Phone and e-mail are masked: enough to recognise one's own, not to harvest them.
import type { AppContext } from '../../platform/context';
import { CATALOGUE, unauthorized } from '../../platform/errors';
import type { AuthUser } from './authenticate';
import * as q from './queries';
import { splitRoles } from './start-and-end';

/** 13800000001 → 138****0001: enough to recognise one's own number, not to harvest it. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length < 7) return `${phone.slice(0, 1)}****`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** supplier01@example.cn → su***@example.cn */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export async function personalInfo(ctx: AppContext, user: AuthUser) {
  const profile = await q.findUserProfile(ctx.db, user.userId);
  if (!profile) throw unauthorized(CATALOGUE.loginInvalid);
  const start = await q.sessionStartOf(ctx.db, user.tokenHash);
  const loginTime = start ? new Date(start.created_at) : null;
  const previous = loginTime ? await q.previousLoginBefore(ctx.db, user.userId, loginTime) : undefined;
  const previousAt = previous?.at ? new Date(previous.at as Date | string) : null;
  return {
    userName: profile.user_name,
    userKind: profile.user_kind,
    roles: splitRoles(profile.roles),
    supplierId: profile.supplier_id,
    supplierName: profile.supplier_name,
    supplierNameEn: profile.supplier_name_en,
    wfSuStatus: profile.wf_su_status,
    phone: maskPhone(profile.phone),
    email: maskEmail(profile.email),
    loginTime: loginTime?.toISOString() ?? null,
    lastLoginTime: previousAt?.toISOString() ?? null,
  };
}
