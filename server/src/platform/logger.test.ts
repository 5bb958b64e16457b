import { genReqId, redactUrl } from './logger';

describe('log hygiene', () => {
  it('cuts passwords, codes and tokens out of logged URLs', () => {
    expect(redactUrl('/auth/oauth/token?username=a&password=p%40ss&code=ABCD&grant_type=password')).toBe(
      '/auth/oauth/token?username=a&password=[redacted]&code=[redacted]&grant_type=password',
    );
    expect(redactUrl('/x?access_token=abc')).toBe('/x?access_token=[redacted]');
  });

  it('keeps a caller’s plain request id and replaces a suspicious one', () => {
    expect(genReqId({ headers: { 'x-request-id': 'abc-123' } })).toBe('abc-123');
    expect(genReqId({ headers: { 'x-request-id': 'bad\nid' } })).not.toBe('bad\nid');
  });
});
