import { allowedForRoles, findRoute, routesOf } from './route-table';

const routes = routesOf('mf_sourcing', { namespace: 'mf-sourcing', routes: [{ path: '/source_List', labelKey: 'a' }, { path: '/admin', labelKey: 'b', roles: ['admin'] }] });

test('routes are found whatever the case of the address', () => {
  expect(findRoute(routes, '/source_list')?.path).toBe('/source_List');
  expect(findRoute(routes, '/source_List/')?.owner).toBe('mf_sourcing');
  expect(findRoute(routes, '/nope')).toBeUndefined();
});

test('an entry shows when it names no roles or the user holds one of them', () => {
  expect(allowedForRoles(routes[0], [])).toBe(true);
  expect(allowedForRoles(routes[1], [])).toBe(false);
  expect(allowedForRoles(routes[1], ['supplier', 'admin'])).toBe(true);
});
