// What happens after the form is valid (spec 01 §4): the user kind first, then the login call of
// that kind; 'logged in elsewhere, force it offline?' is asked only once the server has proven the
// password or SMS code (askOnline), so a stranger never learns who is online; then the result.
import { applyLoginReply, encryptCredential, navigation, type LoggedInElsewhereResult } from '@portal/shared/core';
import { rememberReplacedPassword } from '../../common/replaced-password';
import * as api from './login.api';

export interface FlowUi {
  /** Asks the force-offline question; resolves true on yes. */
  confirmForceOffline(): Promise<boolean>;
  info(message: string): void;
  error(message: string): void;
  t(key: string): string;
}

export type FlowEnd = 'loggedIn' | 'changePassword' | 'sso' | 'cancelled';

/** A proven login whose account is live elsewhere goes on only when the person says yes. */
async function settleElsewhere(outcome: api.LoginOutcome, ui: FlowUi): Promise<api.LoginOutcome | null> {
  if (outcome.result !== 'loggedInElsewhere') return outcome;
  const { continueTicket } = outcome as LoggedInElsewhereResult;
  if (!(await ui.confirmForceOffline())) return null;
  return api.continueLogin(continueTicket, true);
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
  const { userType } = await api.checkUserType(values.username, { randomStr: values.randomStr, imageCode: values.code });
  const sent = userType === 'temp' ? await api.userLoginTemp({ ...values, encrypted: await encryptCredential(values.password) }) : await api.userLogin(values);
  const outcome = await settleElsewhere(sent, ui);
  if (outcome === null) return 'cancelled';
  // The forced change that follows must not accept this password again.
  if (outcome.result === 'userToChangePass') rememberReplacedPassword(values.username, values.password);
  return finish(outcome, ui);
}

export async function mobileFlow(phone: string, code: string, ui: FlowUi): Promise<FlowEnd> {
  const outcome = await settleElsewhere(await api.mobileLogin(phone, code), ui);
  if (outcome === null) return 'cancelled';
  return finish(outcome, ui);
}
