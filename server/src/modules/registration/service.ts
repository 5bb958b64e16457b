// Registration start (spec 02 §5): user name rules and availability, password rules and
// confirmation, a phone with country code proven by SMS code. Success creates a temporary user who
// can log in to the home page to enter the supplier data.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import {
  validatePassword,
  validatePasswordConfirm,
  validatePasswordNotUserName,
  validatePhoneWithCountryCode,
  validateRegisterUserName,
  validateSmsCode,
} from '@portal/shared/core';
import { hashPassword } from '../login/passwords';
import { sendMessage } from '../messaging/provider';
import { RESEND_GAP_MS, checkCode, issueCode, smsText } from '../login/one-time-codes';
import { commonMessage } from '../login/messages';
import * as q from '../login/queries';

/** '+84 912345678' and '+84-912345678' are one number: codes are keyed by the compact form. */
export const compactPhone = (phone: string) => phone.trim().replace(/[\s-]/g, '');
const storedPhone = (phone: string) => phone.trim().replace(/\s+/g, ' ');

/** plogin/checkUserName: 'success' when the name may be registered, else the reason. */
export async function userNameAvailability(ctx: AppContext, userName: string, lang: Language): Promise<string> {
  const problem = validateRegisterUserName(userName);
  if (problem) return commonMessage(problem, lang);
  const taken = await q.findUsersByName(ctx.db, userName);
  return taken.length ? commonMessage('validation.registerUserNameTaken', lang) : 'success';
}

export async function sendRegisterCode(ctx: AppContext, phone: string, lang: Language): Promise<string> {
  const problem = validatePhoneWithCountryCode(phone);
  if (problem) throw badRequest(commonMessage(problem, lang));
  const code = await issueCode(ctx, { purpose: 'register', target: compactPhone(phone), resendGapMs: RESEND_GAP_MS }, lang);
  await sendMessage(ctx.db, { channel: 'sms', recipient: storedPhone(phone), body: smsText(code, lang) }, ctx.clock.now());
  return code;
}

/** codeVerify on the registration screen: right code for this phone, not used up yet. */
export async function verifyRegisterCode(ctx: AppContext, phone: string, code: string | undefined, lang: Language): Promise<void> {
  const problem = validatePhoneWithCountryCode(phone) ?? validateSmsCode(code);
  if (problem) throw badRequest(commonMessage(problem, lang));
  await checkCode(ctx, { purpose: 'register', target: compactPhone(phone), code, consume: false }, lang);
}

export interface RegisterInput {
  userName: string;
  password: string;
  confirmPassword: string;
  phone: string;
  code: string;
}

export async function registerTempUser(ctx: AppContext, input: RegisterInput, lang: Language): Promise<{ userName: string }> {
  const problem =
    validateRegisterUserName(input.userName) ??
    validatePassword(input.password) ??
    validatePasswordNotUserName(input.password, input.userName) ??
    validatePasswordConfirm(input.confirmPassword, input.password) ??
    validatePhoneWithCountryCode(input.phone) ??
    validateSmsCode(input.code);
  if (problem) throw badRequest(commonMessage(problem, lang));
  if ((await q.findUsersByName(ctx.db, input.userName)).length) throw badRequest(commonMessage('validation.registerUserNameTaken', lang));
  await checkCode(ctx, { purpose: 'register', target: compactPhone(input.phone), code: input.code, consume: true }, lang);
  const hash = await hashPassword(input.password);
  const inserted = await ctx.db
    .insertInto('app_user')
    .values({ user_id: `R-${randomBytes(8).toString('hex')}`, user_name: input.userName, password_hash: hash, phone: storedPhone(input.phone), email: null, user_kind: 'temp', supplier_id: null, roles: '' })
    // Two registrations racing for one name: the unique index decides, the loser is told the name is taken.
    .onConflict((oc) => oc.column('user_name').doNothing())
    .returning('user_name')
    .executeTakeFirst();
  if (!inserted) throw badRequest(commonMessage('validation.registerUserNameTaken', lang));
  return { userName: inserted.user_name };
}
