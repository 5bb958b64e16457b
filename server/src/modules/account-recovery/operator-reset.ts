// The buyer's operator resets a supplier user's password: for the user who can no longer recover it
// alone (the phone or mailbox on file is gone) and calls the buyer. A temporary password goes by
// SMS to the phone on file, never into the reply or the audit log, and must be changed at the next
// login (its result is 'userToChangePass', spec 01 §4). Every session of the user ends; a lockout
// is lifted. The operator API and `pnpm portal password-reset` both come here.
import { randomInt } from 'node:crypto';
import { validateStrongPassword } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import type { Language } from '../../platform/constants';
import { refusal } from '../../platform/errors';
import { hit } from '../../platform/rate-limit';
import type { Actor } from '../approvals/decision';
import { hashPassword } from '../login/passwords';
import { userByName } from '../login/service';
import { sendMessage } from '../messaging/provider';
import { maskPhone } from '../session/personal-info';
import { revokeUserTokens } from '../session/queries';
import { setPassword } from './queries';

/** Each costs an SMS: a few per user and hour are enough for a person on the phone with the buyer. */
export const RESETS_PER_USER_PER_HOUR = 3;

// Read off a phone's screen and typed again: no 0/O, 1/l/I.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*+=?';

const pick = (set: string) => set[randomInt(set.length)];

/** Twelve characters that meet the strong rule: each class at least twice (symbols once), shuffled. */
export function temporaryPassword(): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(UPPER), pick(LOWER), pick(LOWER), pick(DIGITS), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const password = chars.join('');
  // The rule is shared with the forms; a generator that drifted from it would lock users out.
  if (validateStrongPassword(password)) throw new Error('temporary password does not meet the strong rule');
  return password;
}

const smsText = (userName: string, password: string, lang: Language) =>
  ({
    'zh-CN': `【电子商务平台】用户 ${userName} 的密码已由平台重置，临时密码为 ${password}，请登录后立即修改。如非本人申请请联系平台。`,
    'en-US': `[e-commerce platform] The password of user ${userName} was reset by the platform. Temporary password: ${password}. Change it when you log in. Contact the platform if you did not ask for this.`,
    'vi-VN': `[Nền tảng thương mại điện tử] Mật khẩu của người dùng ${userName} đã được nền tảng đặt lại. Mật khẩu tạm thời: ${password}. Hãy đổi mật khẩu khi đăng nhập. Liên hệ nền tảng nếu bạn không yêu cầu.`,
  })[lang];

export interface PasswordReset {
  userName: string;
  /** Where the SMS went, masked as the portal shows a phone: enough to recognise it. */
  sentTo: string | null;
}

/**
 * Resets and texts the temporary password in `smsLanguage`; refusals are worded in `lang`. Answers
 * the password too, for a test server's x-test-code header only (messaging/test-code.ts): every
 * caller drops it from what it shows.
 */
export async function resetPasswordByOperator(ctx: AppContext, userName: string, actor: Actor, lang: Language, smsLanguage: Language = lang): Promise<PasswordReset & { password: string }> {
  const user = await userByName(ctx, userName, lang);
  const phone = user.phone?.trim();
  if (!phone) throw refusal(409, 'resetNeedsPhone', { userName: user.user_name });
  await hit(ctx.db, ctx.clock, { bucket: `operator-reset:${user.user_id}`, max: RESETS_PER_USER_PER_HOUR, windowMs: 3_600_000 });
  const password = temporaryPassword();
  const now = ctx.clock.now();
  const hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, user.user_id, hash, true);
    await revokeUserTokens(trx, user.user_id, now, 'password');
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'user.password-reset', target: `user:${user.user_id}`, detail: { userName: user.user_name, sentTo: maskPhone(phone) } });
    // Last, in the same transaction: a phone over its daily cap undoes the reset, so no user is
    // left with a password nobody was told.
    await sendMessage(trx, { channel: 'sms', recipient: phone, body: smsText(user.user_name, password, smsLanguage) }, now);
  });
  return { userName: user.user_name, sentTo: maskPhone(phone), password };
}
