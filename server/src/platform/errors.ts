// The error catalogue of spec 01 §8 as typed errors. A service throws one; the central handler in
// app.ts turns it into the failure envelope with the catalogue's status.
import type { Language } from './constants';

export const CATALOGUE = {
  noPermission: 'no permission for this operation',
  notFound: 'resource does not exist',
  badCredentials: '用户名不存在或者密码错误',
  tooFrequent: 'request too frequent',
  unknown: 'unknown system error, report to administrator',
  wrongImageCode: '验证码有误，登录失败！',
  loginInvalid: 'loginInvalid',
} as const;

/**
 * 503 while the database is away (a restart, a failover): the caller can do nothing but try again
 * later, so the message says exactly that, in the caller's language (content-lang).
 */
export const SERVICE_UNAVAILABLE: Readonly<Record<Language, string>> = {
  'zh-CN': '服务暂时不可用，请稍后重试',
  'en-US': 'the service is temporarily unavailable, try again',
  'vi-VN': 'dịch vụ tạm thời không khả dụng, vui lòng thử lại',
};

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg: string = CATALOGUE.noPermission) => new AppError(401, msg);
export const notFound = (msg: string = CATALOGUE.notFound) => new AppError(404, msg);
export const tooManyRequests = (msg: string = CATALOGUE.tooFrequent) => new AppError(429, msg);
/** Wrong user name or password: status 426 as the client's catalogue expects. */
export const badCredentials = () => new AppError(426, CATALOGUE.badCredentials);
/**
 * A token that was valid once but expired or was revoked. Status 200 with msg 'loginInvalid' is
 * what the client reacts to (it logs out and says the login expired).
 */
export const loginInvalid = () => new AppError(200, CATALOGUE.loginInvalid);
