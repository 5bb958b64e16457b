import { allowedForRoles, findRoute, routesOf, subPathOf } from './route-table';

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

const framed = routesOf('mf_public', { namespace: 'mf-public', routes: [{ path: '/myiframe', labelKey: 'f', prefix: true }, { path: '/myiframe/help', labelKey: 'h' }] });

test('a prefix route answers the paths below it and hands the rest, still encoded, to the page', () => {
  const address = `/myiframe/${encodeURIComponent('https://example.com/a?b=1')}`;
  const route = findRoute(framed, address);
  expect(route?.path).toBe('/myiframe');
  expect(subPathOf(route, address)).toBe('https%3A%2F%2Fexample.com%2Fa%3Fb%3D1');
  expect(subPathOf(route, '/myiframe')).toBe('');
  // An exact route wins over the prefix; a route without prefix answers only itself.
  expect(findRoute(framed, '/myiframe/help')?.labelKey).toBe('h');
  expect(findRoute(routes, '/source_List/x')).toBeUndefined();
  expect(findRoute(framed, '/myiframeX')).toBeUndefined();
});
