import { i18n } from '../i18n/i18n-instance';
import { t } from '../i18n/translate';

export type LoggedOutReason = 'loginMark' | 'loginInvalid' | '401';

/** What the HTTP client needs from a screen; the host registers antd message and its router here. */
export interface HttpUi {
  showError(message: string): void;
  onLoggedOut(reason: LoggedOutReason): void;
  translate?(key: string): string;
}

const noUi: HttpUi = {
  showError() {},
  onLoggedOut() {},
};

const GLOBAL_KEY = '__PORTAL_HTTP_UI__';
type UiGlobal = typeof globalThis & { [GLOBAL_KEY]?: { current: HttpUi } };
// On globalThis so a remote's own copy of this module still reaches the host's registration.
const holder = ((globalThis as UiGlobal)[GLOBAL_KEY] ??= { current: noUi });

export function setHttpUi(ui: Partial<HttpUi> | null): void {
  holder.current = ui ? { ...noUi, ...ui } : noUi;
}

export function getHttpUi(): HttpUi {
  return holder.current;
}

/** Resolves a key of the common namespace in the current language; plain server text passes through. */
export function resolveMessage(ui: HttpUi, keyOrText: string): string {
  if (ui.translate) return ui.translate(keyOrText);
  return i18n.isInitialized && i18n.exists(keyOrText) ? t(keyOrText) : t(keyOrText, { defaultValue: keyOrText });
}
