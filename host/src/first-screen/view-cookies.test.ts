import { COLOUR_COOKIE, LANGUAGE_COOKIE, preferences, ZONE_COOKIE } from '@portal/shared/core';
import { keepViewCookies } from './view-cookies';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

test('the language and colour are written at once, the time zone only once the browser is idle', () => {
  const idle: (() => void)[] = [];
  const target = Object.assign(Object.create(window) as Window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
  const zone = jest.spyOn(Intl, 'DateTimeFormat');
  keepViewCookies(target);
  expect(cookie(LANGUAGE_COOKIE)).toBe('zh-CN');
  expect(decodeURIComponent(cookie(COLOUR_COOKIE) ?? '')).toBe(preferences.getState().themeColor);
  expect(cookie(ZONE_COOKIE)).toBeUndefined();
  expect(zone).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  idle[0]();
  expect(decodeURIComponent(cookie(ZONE_COOKIE) ?? '')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  zone.mockRestore();
});
