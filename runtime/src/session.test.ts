import { TOKEN_TIME } from './constants';
import { session } from './session';
import { configureStorage, getStore, MemoryStorage } from './storage';

describe('session store', () => {
  let local: MemoryStorage;
  beforeEach(() => {
    local = new MemoryStorage();
    configureStorage({ session: new MemoryStorage(), local });
    session.reloadFromStorage();
  });
  afterAll(() => configureStorage(null));

  it('is one instance kept on globalThis', () => {
    expect((globalThis as Record<string, unknown>).__PORTAL_SESSION__).toBe(session);
  });

  it('stores tokens in local storage and resets the token time', () => {
    expect(session.isLoggedIn()).toBe(false);
    session.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(session.tickTokenTime()).toBe(TOKEN_TIME - 10);
    session.setTokens({ accessToken: 'a2' });
    expect(session.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r1', tokenTime: TOKEN_TIME });
    expect(session.isLoggedIn()).toBe(true);
    expect(getStore({ name: 'access_token' })).toBe('a2');
  });

  it('survives a reload from storage', () => {
    session.setTokens({ accessToken: 'tok' });
    session.setPortalUser({ supplierId: 's1', supplierName: 'ACME', userName: 'acme01', wfSuStatus: 'WAREHOUSING' });
    session.setTempUser({ userName: 'temp01', token: 't' });
    session.setUserInfo({ userName: 'admin', roles: ['admin'] });
    session.setLoginMark('1');
    configureStorage({ session: new MemoryStorage(), local });
    session.reloadFromStorage();
    const state = session.getState();
    expect(state.accessToken).toBe('tok');
    expect(state.portalUser?.supplierName).toBe('ACME');
    expect(state.tempUser?.userName).toBe('temp01');
    expect(state.loginMark).toBe('1');
    expect(session.roles()).toEqual(['admin']);
  });

  it('counts the token time down by 10 per tick', () => {
    session.setTokens({ accessToken: 'x' });
    session.tickTokenTime();
    expect(session.tickTokenTime()).toBe(TOKEN_TIME - 20);
  });

  it('locks with a digested password and unlocks only with the same password', () => {
    session.setLockPassword('secret1');
    expect(local.getItem('isp-portal-lock')).not.toContain('secret1');
    session.lock();
    expect(session.getState().lock.locked).toBe(true);
    expect(session.unlock('wrong')).toBe(false);
    expect(session.getState().lock.locked).toBe(true);
    expect(session.unlock('secret1')).toBe(true);
    expect(session.getState().lock.locked).toBe(false);
  });

  it('refuses to lock without a lock password', () => {
    session.lock();
    expect(session.getState().lock.locked).toBe(false);
  });

  it('logout clears every field and its storage', () => {
    session.setTokens({ accessToken: 'tok', refreshToken: 'r' });
    session.setUserInfo({ userName: 'u', roles: ['r'] });
    session.setLockPassword('pw1234');
    session.lock();
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.logout();
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ accessToken: null, refreshToken: null, userInfo: null, lock: { locked: false } });
    expect(session.roles()).toEqual([]);
    expect(local.length).toBe(0);
  });
});
