// The login calls of spec 01 §7. Calls that carry a password or a code are sent as a form body
// (URLSearchParams): the shared client leaves class instances unsanitised, so a password with '<'
// reaches the server as typed.
import {
  GRANT_TYPE,
  SCOPE,
  TENANT_ID,
  http,
  type ChangePasswordResult,
  type LoginOutcome as SharedLoginOutcome,
  type LoginSuccess,
  type SsoResult,
  type UserType,
} from '@portal/shared/core';

import type { ImageProof } from '../../common/image-proof';

export type { ChangePasswordResult, LoginSuccess, SsoResult, UserType };
/** What the card may meet: the outcomes the server names, or any other result text (shown as an error). */
export type LoginOutcome = SharedLoginOutcome | { result: string };

// The OAuth client of the portal; the server checks it on the token endpoints.
const CLIENT_HEADERS = { Authorization: `Basic ${btoa('isp:isp')}`, tenant: TENANT_ID };

const form = (values: Record<string, string | boolean | undefined>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') body.append(k, String(v));
  return body;
};

/** The user kind, told only beside a solved image code, which the login that follows uses up. */
export async function checkUserType(username: string, proof: ImageProof): Promise<{ userType: UserType }> {
  return (await http.post('/isp/portal/user/checkUserType', form({ username, ...proof }))).data.data;
}

/** The same by phone, beside the image code the SMS send that follows uses up. */
export async function checkUserTypeByPhone(phone: string, proof: ImageProof): Promise<{ userType: UserType }> {
  return (await http.post('/isp/portal/user/byPhoneCheckUserType', form({ phone, ...proof }))).data.data;
}

/**
 * Every login asks the server (askOnline=1) to say 'logged in elsewhere' only after the password or
 * SMS code is proven, so a stranger never learns who is online (spec 01 §4, issue 12).
 */
const ASK_ONLINE = '1';

export interface PasswordForm {
  username: string;
  password: string;
  code: string;
  randomStr: string;
}

export async function userLogin(values: PasswordForm): Promise<LoginOutcome> {
  const body = form({ ...values, grant_type: GRANT_TYPE, scope: SCOPE, askOnline: ASK_ONLINE });
  return (await http.post('/isp/portal/user/userLogin', body)).data.data;
}

/** The temporary user's password leaves the browser encrypted (spec 02 §6). */
export async function userLoginTemp(values: PasswordForm & { encrypted: string }): Promise<LoginOutcome> {
  const body = form({ username: values.username, password: values.encrypted, code: values.code, randomStr: values.randomStr, askOnline: ASK_ONLINE });
  return (await http.post('/isp/portal/user/userLoginTemp', body)).data.data;
}

export async function sendLoginCode(phone: string, proof: ImageProof): Promise<void> {
  await http.post('/isp/portal/user/getLoginCode', form({ phone, ...proof }));
}

export async function mobileLogin(phone: string, code: string): Promise<LoginOutcome> {
  const body = form({ mobile: `SMS@${phone}`, code, grant_type: 'mobile', askOnline: ASK_ONLINE });
  return (await http.post('/auth/mobile/token/sms', body, { headers: CLIENT_HEADERS })).data;
}

/** The answer to 'logged in elsewhere, force it offline?' for a login already proven. */
export async function continueLogin(continueTicket: string, forceOffline: boolean): Promise<LoginOutcome> {
  return (await http.post('/isp/portal/user/continueLogin', form({ continueTicket, forceOffline: forceOffline ? '1' : undefined }))).data.data;
}

