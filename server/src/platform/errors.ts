// The error catalogue of spec 01 §8 as typed errors. A service throws one; the central handler in
// app.ts turns it into the failure envelope with the catalogue's status.

export const CATALOGUE = {
  noPermission: 'no permission for this operation',
  notFound: 'resource does not exist',
  badCredentials: '用户名不存在或者密码错误',
  tooFrequent: 'request too frequent',
  unknown: 'unknown system error, report to administrator',
  wrongImageCode: '验证码有误，登录失败！',
  loginInvalid: 'loginInvalid',
} as const;

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
