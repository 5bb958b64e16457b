import { http } from './http';
import { session } from './session';
import { configureStorage, MemoryStorage } from './storage';
import { OAUTH_CLIENT_HEADER, refreshSessionTokens } from './token-refresh';

beforeEach(() => {
  configureStorage({ session: new MemoryStorage(), local: new MemoryStorage() });
  session.reloadFromStorage();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => configureStorage(null));

test('sends the refresh token with the client header and stores the rotated pair', async () => {
  session.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
  session.tickTokenTime();
  const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { access_token: 'a2', refresh_token: 'r2', expires_in: 6000 } });
  await refreshSessionTokens();
  expect(post).toHaveBeenCalledWith('/auth/token/refresh', null, expect.objectContaining({
    params: expect.objectContaining({ refresh_token: 'r1' }),
    headers: { Authorization: OAUTH_CLIENT_HEADER, tenant: '1' },
  }));
  expect(session.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', tokenTime: 6000 });
});

test('rejects without a refresh token and calls nothing', async () => {
  session.setTokens({ accessToken: 'a1' });
  const post = jest.spyOn(http, 'post');
  await expect(refreshSessionTokens()).rejects.toThrow('no refresh token');
  expect(post).not.toHaveBeenCalled();
});
