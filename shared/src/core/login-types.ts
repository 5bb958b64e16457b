// Replies of the login calls (spec 01 §3 "Login result"), one definition for the server that sends
// them and the login card that reads them. 'protalUser' keeps the wire spelling of the spec.
import type { ShellUser, TempUser } from './api-types';
import type { PortalUserWithNames } from './supplier-name';

export type UserType = 'portal' | 'temp' | 'shell' | 'sso';

export interface LoginSuccess {
  result: 'success';
  loginToken: string;
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: 'server';
  username: string;
  user_info: ShellUser;
  /** Present for a portal user of a supplier. */
  protalUser?: PortalUserWithNames;
  /** Present for a temporary (registering) user. */
  tempuser?: TempUser;
}

export interface ChangePasswordResult {
  result: 'userToChangePass';
  username: string;
  /** The typeCode of /updatePassword (spec 01 §3: 'password, used as typeCode'). */
  password: string;
}

/** An account of another system: the client hands the session over to `redirect`. */
export interface SsoResult {
  result: 'sso';
  username: string;
  redirect: string;
  loginStatus: 'success';
  access_token: string;
  expires_in: number;
  refresh_token: string;
  bussProp: string;
}

/**
 * The account has a live session elsewhere and the login asked (askOnline=1) before forcing it
 * offline: the password or SMS code was right; POST /isp/portal/user/continueLogin with this
 * ticket (and forceOffline=1 for 'yes') finishes the login within 2 minutes.
 */
export interface LoggedInElsewhereResult {
  result: 'loggedInElsewhere';
  continueTicket: string;
}

export type LoginOutcome = LoginSuccess | ChangePasswordResult | SsoResult | LoggedInElsewhereResult;
