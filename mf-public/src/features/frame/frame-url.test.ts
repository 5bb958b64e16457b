import { frameUrl } from './frame-url';

test('frames http and https addresses only', () => {
  expect(frameUrl('https://www.nea.gov.cn/')).toBe('https://www.nea.gov.cn/');
  expect(frameUrl(encodeURIComponent('http://example.cn/a?b=1'))).toBe('http://example.cn/a?b=1');
  expect(frameUrl('javascript:alert(1)')).toBeNull();
  expect(frameUrl('/home')).toBeNull();
  expect(frameUrl(undefined)).toBeNull();
});
