import { decide, opensSomePage, sessionFacts, type GuardInput } from './guard';
import type { PortalRoute } from './route-table';

const page = (extra: Partial<PortalRoute> = {}): PortalRoute => ({ path: '/contract_list', labelKey: 'x', owner: 'mf_contracts', namespace: 'mf-contracts', ...extra });
const base: GuardInput = { path: '/contract_list', route: page(), hasToken: true, locked: false, hasPortalOrTempUser: true, hasShellUser: false };

test('a protected route without a token ends the session and goes to /home', () => {
  expect(decide({ ...base, hasToken: false })).toEqual({ kind: 'redirect', to: '/home', logout: true });
});

test('a public route is open without a token', () => {
  expect(decide({ ...base, hasToken: false, route: page({ public: true }) })).toEqual({ kind: 'allow' });
});

test('with a token, /login goes to /', () => {
  expect(decide({ ...base, path: '/login', route: page({ path: '/login', public: true }) })).toEqual({ kind: 'redirect', to: '/' });
});

test('while locked every path goes to /lock, and /lock itself stays', () => {
  expect(decide({ ...base, locked: true })).toEqual({ kind: 'redirect', to: '/lock' });
  expect(decide({ ...base, locked: true, path: '/lock' })).toEqual({ kind: 'allow' });
});

test('an unknown path goes to /404 and / goes to /home', () => {
  expect(decide({ ...base, path: '/nowhere', route: undefined })).toEqual({ kind: 'redirect', to: '/404' });
  expect(decide({ ...base, path: '/', route: undefined })).toEqual({ kind: 'redirect', to: '/home' });
});

test('a token without a portal, temporary or shell user goes to /home', () => {
  expect(decide({ ...base, hasPortalOrTempUser: false })).toEqual({ kind: 'redirect', to: '/home' });
});

test('an unlocked /lock returns to the page the screen was locked on, else /home', () => {
  expect(decide({ ...base, path: '/lock', lockReturn: '/contract_list?x=1' })).toEqual({ kind: 'redirect', to: '/contract_list?x=1' });
  expect(decide({ ...base, path: '/lock' })).toEqual({ kind: 'redirect', to: '/home' });
});

test('a route naming roles the user lacks answers /403; one the user holds opens', () => {
  const adminOnly = page({ roles: ['admin'] });
  expect(decide({ ...base, route: adminOnly, roles: ['supplier'] })).toEqual({ kind: 'redirect', to: '/403' });
  expect(decide({ ...base, route: adminOnly, roles: ['admin'] })).toEqual({ kind: 'allow' });
  expect(decide({ ...base, roles: [] })).toEqual({ kind: 'allow' });
});

describe('which remotes a session may open a page of', () => {
  const visitor = sessionFacts({ accessToken: null, portalUser: null, tempUser: null, userInfo: null });
  const supplier = sessionFacts({ accessToken: 't', portalUser: { userName: 'supplier01' } as never, tempUser: null, userInfo: { roles: ['supplier'] } as never });

  test('a visitor opens none of the supplier centre, only public pages', () => {
    expect(opensSomePage([page({ roles: ['supplier'] }), page({ path: '/contract_detail' })], visitor)).toBe(false);
    expect(opensSomePage([page({ roles: ['supplier'] }), page({ path: '/source_List', public: true })], visitor)).toBe(true);
  });

  test('a supplier opens pages of its role, not those of roles it lacks', () => {
    expect(opensSomePage([page({ roles: ['supplier'] })], supplier)).toBe(true);
    expect(opensSomePage([page({ roles: ['admin'] })], supplier)).toBe(false);
  });
});
