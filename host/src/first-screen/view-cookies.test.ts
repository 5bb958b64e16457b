import { COLOUR_COOKIE, LANGUAGE_COOKIE, preferences, ZONE_COOKIE } from '@portal/shared/core';
import { keepViewCookies } from './view-cookies';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

test('the language and colour are written at once, the time zone only when the page is hidden', () => {
  const zone = jest.spyOn(Intl, 'DateTimeFormat');
  keepViewCookies(document);
  expect(cookie(LANGUAGE_COOKIE)).toBe('zh-CN');
  expect(decodeURIComponent(cookie(COLOUR_COOKIE) ?? '')).toBe(preferences.getState().themeColor);
  expect(cookie(ZONE_COOKIE)).toBeUndefined();
  setVisibility('visible');
  expect(zone).not.toHaveBeenCalled();
  expect(cookie(ZONE_COOKIE)).toBeUndefined();
  setVisibility('hidden');
  zone.mockRestore();
  expect(decodeURIComponent(cookie(ZONE_COOKIE) ?? '')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
});
