import { sanitize, shouldSanitize } from './sanitize';

describe('sanitize', () => {
  it('strips tags and javascript: recursively, keeping other types', () => {
    const date = new Date(0);
    expect(
      sanitize({ a: '<img src=x onerror=alert(1)>hi', b: [1, 'JavaScript:void(0)', null], c: { d: true, e: date }, f: 'a < b' }),
    ).toEqual({ a: 'hi', b: [1, 'void(0)', null], c: { d: true, e: date }, f: 'a < b' });
  });

  it('does not let nested fragments reassemble', () => {
    expect(sanitize('<scr<b>ipt>alert(1)')).toBe('alert(1)');
    expect(sanitize('javajavascript:script:x')).toBe('x');
  });

  it('leaves FormData and Blob untouched', () => {
    const form = new FormData();
    form.append('name', '<b>x</b>');
    expect(sanitize(form)).toBe(form);
    const blob = new Blob(['<b>']);
    expect(sanitize(blob)).toBe(blob);
  });

  it('skips the token and temporary-login calls only', () => {
    expect(shouldSanitize('/auth/oauth/token')).toBe(false);
    expect(shouldSanitize('/auth/mobile/token/sms')).toBe(false);
    expect(shouldSanitize('/isp/portal/user/userLoginTemp')).toBe(false);
    expect(shouldSanitize('/isp/portal/user/updatePwByPhone')).toBe(false);
    expect(shouldSanitize('/isp/portal/plogin/getInfoList')).toBe(true);
  });
});
