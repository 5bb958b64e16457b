// The language and time zone live in this browser's storage, which the server never sees; these
// two cookies tell it, so the first screen it draws (server/src/modules/first-screen) is in the
// language and has the dates this page will show. They hold nothing else.
import { getLanguage, i18n, LANGUAGE_COOKIE, ZONE_COOKIE } from '@portal/shared/core';

const YEAR_S = 365 * 24 * 3600;

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
}

/** Writes both now and the language again whenever it changes. */
export function keepViewCookies(): void {
  writeCookie(LANGUAGE_COOKIE, getLanguage());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) writeCookie(ZONE_COOKIE, zone);
  i18n.on('languageChanged', () => writeCookie(LANGUAGE_COOKIE, getLanguage()));
}
