// The language, time zone and colour live in this browser's storage, which the server never sees;
// these cookies tell it, so the first screen it draws (server/src/modules/first-screen) is in the
// language, dates and colour this page will show. They hold nothing else.
import { COLOUR_COOKIE, getLanguage, i18n, LANGUAGE_COOKIE, preferences, ZONE_COOKIE } from '@portal/shared/core';

const YEAR_S = 365 * 24 * 3600;

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
}

/**
 * The time zone when the page is hidden (the tab left, the browser closed, a link followed): only
 * the next visit's first screen reads it, and the first Intl call of a page starts ICU, 10–20 ms
 * here (more on a phone) that held the main thread while the page was still drawing, even from an
 * idle callback. Written again at each hiding, so a changed zone is caught; the cookie lasts a year.
 */
function writeZoneWhenHidden(doc: Document): void {
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState !== 'hidden') return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) writeCookie(ZONE_COOKIE, zone);
  });
}

/** Writes them now (the zone when the page is hidden), and the language and colour again whenever they change. */
export function keepViewCookies(doc: Document = document): void {
  writeCookie(LANGUAGE_COOKIE, getLanguage());
  writeZoneWhenHidden(doc);
  i18n.on('languageChanged', () => writeCookie(LANGUAGE_COOKIE, getLanguage()));
  let colour = preferences.getState().themeColor;
  writeCookie(COLOUR_COOKIE, colour);
  preferences.subscribe(() => {
    if (preferences.getState().themeColor === colour) return;
    colour = preferences.getState().themeColor;
    writeCookie(COLOUR_COOKIE, colour);
  });
}
