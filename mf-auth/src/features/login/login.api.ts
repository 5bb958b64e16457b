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

export const newRandomStr = (): string => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
export const imageCodeUrl = (randomStr: string): string => `/code?randomStr=${encodeURIComponent(randomStr)}`;

export async function checkUserType(username: string): Promise<{ userType: UserType; userName: string }> {
  return (await http.post('/isp/portal/user/checkUserType', form({ username }))).data.data;
}

export async function checkUserTypeByPhone(phone: string): Promise<{ userType: UserType; userName: string }> {
  return (await http.post('/isp/portal/user/byPhoneCheckUserType', form({ phone }))).data.data;
}

export async function loginSum(userName: string): Promise<number> {
  return Number((await http.get('/isp/portal/user/loginSum', { params: { userName } })).data.data ?? 0);
}

export interface PasswordForm {
  username: string;
  password: string;
  code: string;
  randomStr: string;
}

export async function userLogin(values: PasswordForm, forceOffline: boolean): Promise<LoginOutcome> {
  const body = form({ ...values, grant_type: GRANT_TYPE, scope: SCOPE, forceOffline: forceOffline || undefined });
  return (await http.post('/isp/portal/user/userLogin', body)).data.data;
}

/** The temporary user's password leaves the browser encrypted (spec 02 §6). */
export async function userLoginTemp(values: PasswordForm & { encrypted: string }, forceOffline: boolean): Promise<LoginOutcome> {
  const body = form({ username: values.username, password: values.encrypted, code: values.code, randomStr: values.randomStr, forceOffline: forceOffline || undefined });
  return (await http.post('/isp/portal/user/userLoginTemp', body)).data.data;
}

export async function sendLoginCode(phone: string): Promise<void> {
  await http.post('/isp/portal/user/getLoginCode', form({ phone }));
}

export async function mobileLogin(phone: string, code: string, forceOffline: boolean): Promise<LoginOutcome> {
  const body = form({ mobile: `SMS@${phone}`, code, grant_type: 'mobile', forceOffline: forceOffline || undefined });
  return (await http.post('/auth/mobile/token/sms', body, { headers: CLIENT_HEADERS })).data;
}

