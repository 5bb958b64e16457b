// The login kinds of spec 01 §4: the user kind is checked first (by name or by phone); portal and
// shell users log in with password and image code, temporary (registering) users with an encrypted
// credential, anyone with a phone by SMS code; accounts of another system are sent there (SSO).
import type { AppContext } from '../../platform/context';
import { badCredentials, badRequest } from '../../platform/errors';
import { TENANT_ID, type Language } from '../../platform/constants';
import {
  validateImageCode,
  validateLoginPassword,
  validateLoginPhone,
  validateLoginUserName,
  validateSmsCode,
  type LoginOutcome,
  type LoginSuccess,
  type UserType,
} from '@portal/shared/core';
import { sendMessage } from '../messaging/provider';
import { ownSessionCount, startSession } from '../session/start-and-end';
import { newToken } from '../session/tokens';
import { decryptCredential } from './credential';
import { checkImageCode } from './image-code';
import { checkPassword, spendPasswordCheck } from './lockout';
import { commonMessage, identityMessage } from './messages';
import { RESEND_GAP_MS, checkCode, issueCode, issueTicket, smsText } from './one-time-codes';
import * as q from './queries';
import type { UserRow } from './queries';

/** A forced password change lasts longer than a typed code: the person has to think of a password. */
export const CHANGE_TICKET_TTL_MS = 30 * 60 * 1000;
export const LOGIN_TICKET_TTL_MS = 2 * 60 * 1000;

// The portal's queries never return an operator (queries.ts, users); the check keeps the type honest.
const userType = (u: UserRow): UserType => {
  if (u.sso_target) return 'sso';
  if (u.user_kind === 'operator') throw new Error('an operator account reached a portal login');
  return u.user_kind;
};

function fail(key: string | null, lang: Language): void {
  if (key) throw badRequest(commonMessage(key, lang));
}

export async function userByName(ctx: AppContext, userName: string, lang: Language): Promise<UserRow> {
  fail(validateLoginUserName(userName), lang);
  const found = await q.findUsersByName(ctx.db, userName);
  if (found.length === 0) throw badRequest(commonMessage('login.userNotFound', lang));
  if (found.length > 1) throw badRequest(commonMessage('login.multipleUsersByName', lang));
  return found[0];
}

export async function userByPhone(ctx: AppContext, phone: string, lang: Language): Promise<UserRow> {
  fail(validateLoginPhone(phone), lang);
  const found = await q.findUsersByPhone(ctx.db, phone);
  if (found.length === 0) throw badRequest(commonMessage('login.phoneNotRegistered', lang));
  if (found.length > 1) throw badRequest(commonMessage('login.multipleUsersByPhone', lang));
  return found[0];
}

export async function checkUserType(ctx: AppContext, userName: string, lang: Language) {
  const user = await userByName(ctx, userName, lang);
  return { userType: userType(user), userName: user.user_name };
}

/** By phone the caller learns the kind only: the user name behind a number is not the stranger's to know. */
export async function checkUserTypeByPhone(ctx: AppContext, phone: string, lang: Language) {
  const user = await userByPhone(ctx, phone, lang);
  return { userType: userType(user) };
}

/** loginSum: how many live sessions the user has (0 for an unknown name: no hint that it exists). */
export async function liveSessionCount(ctx: AppContext, userName: string): Promise<number> {
  const [user, second] = await q.findUsersByName(ctx.db, userName);
  if (!user || second) return 0;
  return ownSessionCount(ctx, user.user_id);
}

export type { LoginOutcome, UserType };

export interface FinishOptions {
  forceOffline?: boolean;
  /**
   * The client asks "logged in elsewhere?" only now, after the password or SMS code was proven
   * (spec 01 §4): when the account has a live session and forceOffline was not given, the answer
   * is result 'loggedInElsewhere' with a one-time continueTicket instead of a session.
   */
  askOnline?: boolean;
}

/** Lets the 'force offline?' answer finish a login that was already proven, without asking again. */
export const CONTINUE_TICKET_TTL_MS = 2 * 60 * 1000;
const continueTarget = (ticket: string) => `continue:${ticket.slice(0, 12)}`;

/** After the credentials are proven: a forced change, a hand-over to another system, or a session. */
async function finishLogin(ctx: AppContext, user: UserRow, opts: FinishOptions, lang: Language): Promise<LoginOutcome> {
  if (user.must_change_password) {
    const typeCode = await issueTicket(ctx, { purpose: 'change', target: user.user_name, userId: user.user_id, ttlMs: CHANGE_TICKET_TTL_MS }, lang);
    return { result: 'userToChangePass', username: user.user_name, password: typeCode };
  }
  if (opts.askOnline && !opts.forceOffline && (await ownSessionCount(ctx, user.user_id)) > 0) {
    const ticket = newToken();
    await issueCode(ctx, { purpose: 'ticket', target: continueTarget(ticket), userId: user.user_id, ttlMs: CONTINUE_TICKET_TTL_MS, code: ticket }, lang);
    return { result: 'loggedInElsewhere', continueTicket: ticket };
  }
  const session = await startSession(ctx, user, opts);
  if (user.sso_target) {
    return {
      result: 'sso',
      username: user.user_name,
      redirect: user.sso_target,
      loginStatus: 'success',
      access_token: session.access_token,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      bussProp: user.user_kind,
    };
  }
  return session;
}

export interface PasswordLoginInput extends FinishOptions {
  username: string;
  password: string;
  code?: string;
  randomStr?: string;
}

/**
 * The operator API's login (issue 13): an operator account by name and password, with the same
 * lockout, hash cost for a missing name and answer as the portal's logins. No image code: operators
 * work from the buyer's side, often through scripts; the per-address limit and the lockout hold.
 */
export async function operatorLogin(ctx: AppContext, input: { username: string; password: string }, lang: Language): Promise<LoginSuccess> {
  fail(validateLoginUserName(input.username) ?? validateLoginPassword(input.password), lang);
  const operator = await q.findOperatorByName(ctx.db, input.username);
  if (!operator) {
    await spendPasswordCheck(input.password);
    throw badCredentials();
  }
  await checkPassword(ctx, operator, input.password, lang);
  return startSession(ctx, operator, {});
}

/** userLogin and /auth/oauth/token: image code first (it is used up either way), then the password. */
export async function passwordLogin(ctx: AppContext, input: PasswordLoginInput, lang: Language): Promise<LoginOutcome> {
  fail(validateLoginUserName(input.username) ?? validateLoginPassword(input.password) ?? validateImageCode(input.code), lang);
  await checkImageCode(ctx, input.randomStr, input.code);
  const [user, second] = await q.findUsersByName(ctx.db, input.username);
  // Same answer and the same password-hash cost for a missing user and a wrong password: neither
  // the reply nor its timing tells which names exist.
  if (!user || second) {
    await spendPasswordCheck(input.password);
    throw badCredentials();
  }
  await checkPassword(ctx, user, input.password, lang);
  return finishLogin(ctx, user, input, lang);
}

/** userLoginTemp: the registering user's credential arrives encrypted (spec 02 §6). */
export async function tempUserLogin(ctx: AppContext, input: PasswordLoginInput, lang: Language): Promise<LoginOutcome> {
  const password = decryptCredential(input.password);
  if (password === null) throw badRequest(identityMessage('credentialUnreadable', lang));
  fail(validateLoginUserName(input.username) ?? validateLoginPassword(password) ?? validateImageCode(input.code), lang);
  await checkImageCode(ctx, input.randomStr, input.code);
  const [user, second] = await q.findUsersByName(ctx.db, input.username);
  if (!user || second) {
    await spendPasswordCheck(password);
    throw badCredentials();
  }
  if (user.user_kind !== 'temp') throw badRequest(commonMessage('login.failed', lang));
  await checkPassword(ctx, user, password, lang);
  return finishLogin(ctx, user, input, lang);
}

/** getLoginCode: an SMS login code to a registered phone, at most one a minute. */
/** Returns the code only so that a test server (PORTAL_TEST_CAPTCHA=1) can hand it to browser tests. */
export async function sendLoginCode(ctx: AppContext, phone: string, lang: Language): Promise<string> {
  const user = await userByPhone(ctx, phone, lang);
  const code = await issueCode(ctx, { purpose: 'login', target: phone.trim(), userId: user.user_id, resendGapMs: RESEND_GAP_MS }, lang);
  await sendMessage(ctx.db, { channel: 'sms', recipient: phone.trim(), body: smsText(code, lang) }, ctx.clock.now());
  return code;
}

/** /auth/mobile/token/sms: mobile=SMS@<phone>, code, grant_type=mobile. */
export async function mobileLogin(ctx: AppContext, input: { mobile: string; code?: string } & FinishOptions, lang: Language): Promise<LoginOutcome> {
  const phone = input.mobile.replace(/^SMS@/i, '');
  fail(validateSmsCode(input.code), lang);
  // A password lockout does not close this door: the owner of a phone must keep a way in when a
  // stranger locked the password by guessing (the code itself allows five tries and expires).
  const user = await userByPhone(ctx, phone, lang);
  await checkCode(ctx, { purpose: 'login', target: phone.trim(), code: input.code, consume: true, invalidMessage: commonMessage('login.wrongCode', lang) }, lang);
  return finishLogin(ctx, user, input, lang);
}

/** codeVerify for a login code: checks without using it up. */
export async function verifyLoginCode(ctx: AppContext, phone: string, code: string | undefined, lang: Language): Promise<void> {
  fail(validateLoginPhone(phone) ?? validateSmsCode(code), lang);
  await checkCode(ctx, { purpose: ['login', 'register'], target: phone.trim(), code, consume: false }, lang);
}

/** A one-time ticket for /home?args=: lets a logged-in user (or a trusted system) open the portal logged in elsewhere. */
export async function createLoginTicket(ctx: AppContext, userId: string, lang: Language): Promise<string> {
  const user = await q.findUserById(ctx.db, userId);
  if (!user) throw badCredentials();
  const ticket = newToken();
  // The ticket's own prefix is its target, so that many tickets can be outstanding at once.
  await issueCode(ctx, { purpose: 'ticket', target: ticket.slice(0, 12), userId, ttlMs: LOGIN_TICKET_TTL_MS, code: ticket }, lang);
  return ticket;
}

/** continueLogin: the answer to 'force the other session offline?' after a proven login. */
export async function continueLogin(ctx: AppContext, ticket: string, forceOffline: boolean, lang: Language): Promise<LoginOutcome> {
  const row = await checkCode(ctx, { purpose: 'ticket', target: continueTarget(ticket), code: ticket, consume: true, invalidMessage: identityMessage('ticketInvalid', lang) }, lang);
  const user = row.user_id ? await q.findUserById(ctx.db, row.user_id) : undefined;
  if (!user) throw badRequest(identityMessage('ticketInvalid', lang));
  return finishLogin(ctx, user, { forceOffline }, lang);
}

/**
 * getTenantIdAnTypeByUsername: the tenant and user kind, only for the right password (counted by
 * the lockout like a login), so it tells a stranger nothing about which names exist.
 */
export async function tenantAndType(ctx: AppContext, userName: string, password: string, lang: Language): Promise<{ tenantId: string; userType: UserType }> {
  fail(validateLoginUserName(userName), lang);
  const [user, second] = await q.findUsersByName(ctx.db, userName);
  if (!user || second) {
    await spendPasswordCheck(password);
    throw badCredentials();
  }
  await checkPassword(ctx, user, password, lang);
  return { tenantId: TENANT_ID, userType: userType(user) };
}

export async function ticketLogin(ctx: AppContext, args: string, lang: Language): Promise<LoginSuccess> {
  const row = await checkCode(ctx, { purpose: 'ticket', target: args.slice(0, 12), code: args, consume: true, invalidMessage: identityMessage('ticketInvalid', lang) }, lang);
  const user = row.user_id ? await q.findUserById(ctx.db, row.user_id) : undefined;
  if (!user) throw badRequest(identityMessage('ticketInvalid', lang));
  return startSession(ctx, user, {});
}
