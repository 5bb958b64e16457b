import { clearStore, configureStorage, getStore, MemoryStorage, removeStore, setStore, storageKey } from './storage';

describe('storage wrapper', () => {
  let session: MemoryStorage;
  let local: MemoryStorage;
  beforeEach(() => {
    session = new MemoryStorage();
    local = new MemoryStorage();
    configureStorage({ session, local });
  });
  afterAll(() => configureStorage(null));

  it('stores a typed wrapper with a timestamp under the site-prefixed key, in local storage by default', () => {
    const before = Date.now();
    setStore({ name: 'lang', content: 'en-US' });
    const raw = JSON.parse(local.getItem('isp-portal-lang') as string);
    expect(raw).toMatchObject({ dataType: 'string', content: 'en-US', type: 'local' });
    expect(raw.datetime).toBeGreaterThanOrEqual(before);
    expect(session.length).toBe(0);
    expect(storageKey('x')).toBe('isp-portal-x');
  });

  it('writes to session storage when asked and reads session before local', () => {
    setStore({ name: 'k', content: { a: 1 } });
    setStore({ name: 'k', content: { a: 2 }, type: 'session' });
    expect(getStore({ name: 'k' })).toEqual({ a: 2 });
    expect(getStore({ name: 'k', debug: true })).toMatchObject({ dataType: 'object', type: 'session', content: { a: 2 } });
  });

  it('returns undefined for absent or unparsable values', () => {
    expect(getStore({ name: 'missing' })).toBeUndefined();
    local.setItem('isp-portal-bad', '{not json');
    expect(getStore({ name: 'bad' })).toBeUndefined();
  });

  it('removes from both storages and clears only prefixed keys', () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 'a', content: 1, type: 'session' });
    removeStore({ name: 'a' });
    expect(getStore({ name: 'a' })).toBeUndefined();

    setStore({ name: 'b', content: 2 });
    local.setItem('other-app', 'keep');
    clearStore({ type: 'local' });
    expect(getStore({ name: 'b' })).toBeUndefined();
    expect(local.getItem('other-app')).toBe('keep');
  });

  it('is a no-op when no storage is available', () => {
    configureStorage({});
    expect(() => setStore({ name: 'x', content: 1 })).not.toThrow();
    expect(getStore({ name: 'x' })).toBeUndefined();
  });

  it('uses the browser storages when nothing is injected', () => {
    configureStorage(null);
    setStore({ name: 'browser', content: true, type: 'session' });
    expect(window.sessionStorage.getItem('isp-portal-browser')).toContain('"content":true');
    removeStore({ name: 'browser' });
    expect(window.sessionStorage.getItem('isp-portal-browser')).toBeNull();
  });
});
