// What happens after the form is valid (spec 01 §4): the user kind first, then 'logged in
// elsewhere?' with the force-offline confirm, then the login call of that kind, then the result.
import { applyLoginReply, encryptCredential, navigation } from '@portal/shared/core';
import * as api from './login.api';

export interface FlowUi {
  /** Asks the force-offline question; resolves true on yes. */
  confirmForceOffline(): Promise<boolean>;
  info(message: string): void;
  error(message: string): void;
  t(key: string): string;
}

export type FlowEnd = 'loggedIn' | 'changePassword' | 'sso' | 'cancelled';

async function askForceOffline(userName: string, ui: FlowUi): Promise<boolean | null> {
  const live = await api.loginSum(userName);
  if (live <= 0) return false;
  return (await ui.confirmForceOffline()) ? true : null;
}

/** The end of every login kind: store the session, or move to the password change or the other system. */
export function finish(outcome: api.LoginOutcome, ui: FlowUi): FlowEnd {
  if (outcome.result === 'userToChangePass') {
    const change = outcome as api.ChangePasswordResult;
    ui.info(ui.t('common:login.changePassword'));
    navigation.go('/updatePassword', { userName: change.username, typeCode: change.password });
    return 'changePassword';
  }
  if (outcome.result === 'sso') {
    const sso = outcome as api.SsoResult;
    const target = new URL(sso.redirect, window.location.href);
    for (const key of ['loginStatus', 'access_token', 'expires_in', 'refresh_token', 'bussProp'] as const) target.searchParams.set(key, String(sso[key]));
    window.location.assign(target.toString());
    return 'sso';
  }
  if (outcome.result !== 'success') {
    // Any other result text is shown as an error (spec 01 §8).
    ui.error(outcome.result || ui.t('common:login.failed'));
    throw new Error(outcome.result);
  }
  applyLoginReply(outcome as api.LoginSuccess);
  return 'loggedIn';
}

export async function passwordFlow(values: api.PasswordForm, ui: FlowUi): Promise<FlowEnd> {
  const { userType, userName } = await api.checkUserType(values.username);
  const force = await askForceOffline(userName, ui);
  if (force === null) return 'cancelled';
  if (userType === 'temp') {
    const encrypted = await encryptCredential(values.password);
    return finish(await api.userLoginTemp({ ...values, encrypted }, force), ui);
  }
  return finish(await api.userLogin(values, force), ui);
}

export async function mobileFlow(phone: string, code: string, ui: FlowUi): Promise<FlowEnd> {
  const { userName } = await api.checkUserTypeByPhone(phone);
  const force = await askForceOffline(userName, ui);
  if (force === null) return 'cancelled';
  return finish(await api.mobileLogin(phone, code, force), ui);
}
