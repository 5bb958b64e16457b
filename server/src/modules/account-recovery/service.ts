// Password and account recovery (spec 02 §7): by e-mail code, by SMS code, the user name by
// supplier name and phone, and the forced and voluntary password changes. The changes live here
// with recovery because every new password is set one way: it follows the strong rule and must
// differ from the user name; every change ends the user's sessions (a voluntary one keeps the
// session that made it) and lifts a lockout.
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import { isBlank, validateLoginUserName, validatePasswordChanged, validatePasswordNotUserName, validateStrongPassword } from '@portal/shared/core';
import { checkPassword } from '../login/lockout';
import { commonMessage, identityMessage } from '../login/messages';
import { RESEND_GAP_MS, checkCode, issueCode, smsText, type CodePurpose } from '../login/one-time-codes';
import { hashPassword, verifyPassword } from '../login/passwords';
import { findUserById, findUsersBySupplierAndPhone, phoneForms, type UserRow } from '../login/queries';
import { userByName } from '../login/service';
import { sendMessage } from '../messaging/provider';
import { revokeUserTokens } from '../session/queries';
import { setPassword } from './queries';

function newPasswordProblem(password: string, userName: string): string | null {
  return validateStrongPassword(password) ?? validatePasswordNotUserName(password, userName);
}

async function setNewPassword(ctx: AppContext, user: UserRow, password: string, lang: Language, keepTokenHash?: string) {
  const problem = newPasswordProblem(password, user.user_name);
  if (problem) throw badRequest(commonMessage(problem, lang));
  await setPassword(ctx.db, user.user_id, await hashPassword(password));
  await revokeUserTokens(ctx.db, user.user_id, ctx.clock.now(), 'password', keepTokenHash);
}

/**
 * A forced change exists because the current password must go: while it is pending, the new one
 * may not be the current one again. Only called after the caller proved the code or ticket, so it
 * tells no stranger what the password is.
 */
async function refuseCurrentPassword(user: UserRow, password: string, lang: Language): Promise<void> {
  if (user.must_change_password && (await verifyPassword(password, user.password_hash))) throw badRequest(commonMessage('validation.passwordUnchanged', lang));
}

const emailText = (code: string, userName: string, lang: Language) =>
  ({
    'zh-CN': { subject: '电子商务平台 - 找回密码验证码', body: `用户 ${userName}，您的找回密码验证码为 ${code}，5分钟内有效。如非本人操作请忽略。` },
    'en-US': { subject: 'e-commerce platform - password recovery code', body: `User ${userName}, your password recovery code is ${code}, valid for 5 minutes. Ignore this mail if you did not ask for it.` },
    'vi-VN': { subject: 'Nền tảng thương mại điện tử - mã khôi phục mật khẩu', body: `Người dùng ${userName}, mã khôi phục mật khẩu của bạn là ${code}, có hiệu lực 5 phút. Bỏ qua thư này nếu bạn không yêu cầu.` },
  })[lang];

/** checkUserEmail: the e-mail must be the account's; the code goes to that address. */
export async function sendEmailCode(ctx: AppContext, userName: string, userEmail: string, lang: Language): Promise<string> {
  const user = await userByName(ctx, userName, lang);
  if (isBlank(userEmail) || !user.email || user.email.trim().toLowerCase() !== userEmail.trim().toLowerCase()) throw badRequest(identityMessage('emailMismatch', lang));
  const code = await issueCode(ctx, { purpose: 'reset-email', target: user.user_name, userId: user.user_id, resendGapMs: RESEND_GAP_MS }, lang);
  const mail = emailText(code, user.user_name, lang);
  await sendMessage(ctx.db, { channel: 'email', recipient: user.email, subject: mail.subject, body: mail.body }, ctx.clock.now());
  return code;
}

/** checkCode: the e-mailed code (typeCode) is right; it stays usable for updatePw. */
export async function verifyEmailCode(ctx: AppContext, userName: string, typeCode: string, lang: Language): Promise<void> {
  const user = await userByName(ctx, userName, lang);
  await checkCode(ctx, { purpose: ['reset-email', 'change'], target: user.user_name, code: typeCode, consume: false }, lang);
}

/** updatePw: the e-mail code or the forced-change ticket, then the new password. */
export async function updatePasswordWithTypeCode(ctx: AppContext, input: { userName: string; password: string; typeCode: string }, lang: Language): Promise<void> {
  const user = await userByName(ctx, input.userName, lang);
  const problem = newPasswordProblem(input.password, user.user_name);
  if (problem) throw badRequest(commonMessage(problem, lang));
  const ticket = { purpose: ['reset-email', 'change'] as CodePurpose[], target: user.user_name, code: input.typeCode, invalidMessage: identityMessage('typeCodeInvalid', lang) };
  // Proven first and used up only after the password is accepted, so a refused password can be retyped.
  await checkCode(ctx, { ...ticket, consume: false }, lang);
  await refuseCurrentPassword(user, input.password, lang);
  await checkCode(ctx, { ...ticket, consume: true }, lang);
  await setNewPassword(ctx, user, input.password, lang);
}

const samePhone = (stored: string | null, given: string) => !!stored && phoneForms(given.trim()).includes(stored.trim());

/** checkUserPhone: user name, ID number and phone must belong together; the SMS code goes to the phone. */
export async function sendPhoneResetCode(ctx: AppContext, input: { userName: string; idNumber: string; phone: string }, lang: Language): Promise<string> {
  const user = await userByName(ctx, input.userName, lang);
  const idMatches = !!user.id_number && user.id_number.trim().toUpperCase() === (input.idNumber ?? '').trim().toUpperCase();
  if (!idMatches || !samePhone(user.phone, input.phone)) throw badRequest(identityMessage('phoneMismatch', lang));
  const code = await issueCode(ctx, { purpose: 'reset-sms', target: user.user_name, userId: user.user_id, resendGapMs: RESEND_GAP_MS }, lang);
  await sendMessage(ctx.db, { channel: 'sms', recipient: input.phone.trim(), body: smsText(code, lang) }, ctx.clock.now());
  return code;
}

/** updatePwByPhone */
export async function updatePasswordByPhone(ctx: AppContext, input: { userName: string; phone: string; code: string; password: string }, lang: Language): Promise<void> {
  const user = await userByName(ctx, input.userName, lang);
  if (!samePhone(user.phone, input.phone)) throw badRequest(identityMessage('phoneMismatch', lang));
  const problem = newPasswordProblem(input.password, user.user_name);
  if (problem) throw badRequest(commonMessage(problem, lang));
  const code = { purpose: 'reset-sms' as const, target: user.user_name, code: input.code };
  await checkCode(ctx, { ...code, consume: false }, lang);
  await refuseCurrentPassword(user, input.password, lang);
  await checkCode(ctx, { ...code, consume: true }, lang);
  await setNewPassword(ctx, user, input.password, lang);
}

/** retrieveUserName: the names go by SMS to the phone on file, never into the reply. */
export async function sendUserNames(ctx: AppContext, supplierName: string, phone: string, lang: Language): Promise<void> {
  if (isBlank(supplierName) || isBlank(phone)) throw badRequest(identityMessage('supplierPhoneMismatch', lang));
  const users = await findUsersBySupplierAndPhone(ctx.db, supplierName, phone);
  if (users.length === 0) throw badRequest(identityMessage('supplierPhoneMismatch', lang));
  // The resend gap also stops this call from flooding a phone.
  await issueCode(ctx, { purpose: 'reset-sms', target: `names:${phone.trim()}`, resendGapMs: RESEND_GAP_MS }, lang);
  const names = users.map((u) => u.user_name).join(', ');
  const body = { 'zh-CN': `【电子商务平台】${supplierName}的登录用户名：${names}`, 'en-US': `[e-commerce platform] Login usernames of ${supplierName}: ${names}`, 'vi-VN': `[Nền tảng thương mại điện tử] Tên đăng nhập của ${supplierName}: ${names}` }[lang];
  await sendMessage(ctx.db, { channel: 'sms', recipient: phone.trim(), body }, ctx.clock.now());
}

/** changSupplierPwd: the logged-in user changes the own password; this session stays, the others end. */
export async function changeOwnPassword(ctx: AppContext, current: { userId: string; tokenHash: string }, input: { username: string; oldPwd: string; newPwd: string }, lang: Language): Promise<void> {
  const problem = validateLoginUserName(input.username);
  if (problem) throw badRequest(commonMessage(problem, lang));
  const user = await findUserById(ctx.db, current.userId);
  if (!user || user.user_name.toLowerCase() !== input.username.trim().toLowerCase()) throw badRequest(commonMessage('http.noPermission', lang));
  // Counted like a login attempt: this call must not become a way around the lockout.
  await checkPassword(ctx, user, input.oldPwd ?? '', lang).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 426) throw badRequest(identityMessage('oldPasswordWrong', lang));
    throw err;
  });
  if (validatePasswordChanged(input.newPwd, input.oldPwd)) throw badRequest(commonMessage('validation.passwordUnchanged', lang));
  await setNewPassword(ctx, user, input.newPwd, lang, current.tokenHash);
}
