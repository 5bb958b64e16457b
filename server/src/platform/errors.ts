// The error catalogue of spec 01 §8 as typed errors. A service throws one; the central handler in
// app.ts turns it into the failure envelope with the catalogue's status, worded in the request's
// language (content-lang) when the error names a catalogue key (platform/messages.ts).
import { serverMessage, type MessageKey, type MessageVars } from './messages';
import type { Language } from './constants';

/** Texts that are protocol rather than prose: the client reacts to them, so they never change. */
export const CATALOGUE = {
  loginInvalid: 'loginInvalid',
} as const;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** When set, the reply says this catalogue message in the request's language instead. */
    readonly key?: MessageKey,
    readonly vars?: MessageVars,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The message in the caller's language. */
  messageIn(lang: Language): string {
    return this.key ? serverMessage(this.key, lang, this.vars) : this.message;
  }
}

/** An error that names a catalogue message; its own `message` is the zh-CN text (for logs). */
export const refusal = (status: number, key: MessageKey, vars?: MessageVars) => new AppError(status, serverMessage(key, 'zh-CN', vars), key, vars);

/** A 400 with a message already worded (e.g. a shared validator's text in the caller's language). */
export const badRequest = (msg: string) => new AppError(400, msg);
/** A 400 naming a catalogue message. */
export const invalid = (key: MessageKey, vars?: MessageVars) => refusal(400, key, vars);
export const unauthorized = (msg?: string) => (msg === undefined ? refusal(401, 'noPermission') : new AppError(401, msg));
export const forbidden = () => refusal(403, 'noPermission');
export const notFound = () => refusal(404, 'notFound');
export const tooManyRequests = () => refusal(429, 'tooFrequent');
/** Wrong user name or password: status 426 as the client's catalogue expects. */
export const badCredentials = () => refusal(426, 'badCredentials');
export const wrongImageCode = () => refusal(400, 'wrongImageCode');
/**
 * A token that was valid once but expired or was revoked. Status 200 with msg 'loginInvalid' is
 * what the client reacts to (it logs out and says the login expired).
 */
export const loginInvalid = () => new AppError(200, CATALOGUE.loginInvalid);
