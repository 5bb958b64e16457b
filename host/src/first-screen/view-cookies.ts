// The language, time zone and colour live in this browser's storage, which the server never sees;
// these cookies tell it, so the first screen it draws (server/src/modules/first-screen) is in the
// language, dates and colour this page will show. They hold nothing else.
import { COLOUR_COOKIE, getLanguage, i18n, LANGUAGE_COOKIE, preferences, ZONE_COOKIE } from '@portal/shared/core';

const YEAR_S = 365 * 24 * 3600;

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

/**
 * The time zone once the browser is idle: the first Intl call of a page starts ICU, 10–20 ms (more
 * on a phone) that made the boot's longest task longer, for a cookie only the next visit reads.
 */
function writeZoneWhenIdle(target: IdleWindow): void {
  const write = () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) writeCookie(ZONE_COOKIE, zone);
  };
  if (target.requestIdleCallback) target.requestIdleCallback(write);
  else target.setTimeout(write, 0);
}

/** Writes them now (the zone once idle), and the language and colour again whenever they change. */
export function keepViewCookies(target: IdleWindow = window): void {
  writeCookie(LANGUAGE_COOKIE, getLanguage());
  writeZoneWhenIdle(target);
  i18n.on('languageChanged', () => writeCookie(LANGUAGE_COOKIE, getLanguage()));
  let colour = preferences.getState().themeColor;
  writeCookie(COLOUR_COOKIE, colour);
  preferences.subscribe(() => {
    if (preferences.getState().themeColor === colour) return;
    colour = preferences.getState().themeColor;
    writeCookie(COLOUR_COOKIE, colour);
  });
}
