// The language, time zone and colour live in this browser's storage, which the server never sees;
// these cookies tell it, so the first screen it draws (server/src/modules/first-screen) is in the
// language, dates and colour this page will show. They hold nothing else.
import { COLOUR_COOKIE, getLanguage, i18n, LANGUAGE_COOKIE, preferences, ZONE_COOKIE } from '@portal/shared/core';

const YEAR_S = 365 * 24 * 3600;

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
}

/** Writes them now, and the language and colour again whenever they change. */
export function keepViewCookies(): void {
  writeCookie(LANGUAGE_COOKIE, getLanguage());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) writeCookie(ZONE_COOKIE, zone);
  i18n.on('languageChanged', () => writeCookie(LANGUAGE_COOKIE, getLanguage()));
  let colour = preferences.getState().themeColor;
  writeCookie(COLOUR_COOKIE, colour);
  preferences.subscribe(() => {
    if (preferences.getState().themeColor === colour) return;
    colour = preferences.getState().themeColor;
    writeCookie(COLOUR_COOKIE, colour);
  });
}
