import { http } from './http';
import { logOff } from './log-off';
import { session } from './session';

afterEach(() => jest.restoreAllMocks());

test('log-off calls both logout calls with the token, then clears the session', async () => {
  session.setTokens({ accessToken: 'tok-1', refreshToken: 'ref-1' });
  const get = jest.spyOn(http, 'get').mockResolvedValue({ data: { code: 0 } });
  const del = jest.spyOn(http, 'delete').mockResolvedValue({ data: { code: 0 } });
  await logOff();
  expect(get).toHaveBeenCalledWith('/isp/portal/user/logout');
  expect(del).toHaveBeenCalledWith('/auth/token/logout', { headers: { Authorization: 'Bearer tok-1' } });
  expect(session.getState().accessToken).toBeNull();
});

test('the session is cleared even when the server cannot be reached', async () => {
  session.setTokens({ accessToken: 'tok-2' });
  jest.spyOn(http, 'get').mockRejectedValue(new Error('network'));
  jest.spyOn(http, 'delete').mockRejectedValue(new Error('network'));
  await logOff();
  expect(session.getState().accessToken).toBeNull();
});

test('without a token nothing is sent', async () => {
  session.logout();
  const get = jest.spyOn(http, 'get');
  await logOff();
  expect(get).not.toHaveBeenCalled();
});
