import { i18n, initI18n } from '@portal/shared/core';
import { registryRoutes } from './registry-routes';
import { loadManifests } from './load-manifests';

jest.mock('./load-manifests', () => ({ loadManifests: jest.fn(async () => ({ routes: [], remotes: [] })) }));

const supplier = {
  name: 'mf_supplier',
  remote: 'mf-supplier',
  version: 'r3-abc',
  entry: '/remotes/mf-supplier/r3-abc/mf-manifest.json',
  namespace: 'mf-supplier',
  routes: [{ path: '/supplier_home_todo', labelKey: 'route.todo', roles: ['supplier'], keepAlive: true }],
  labels: { 'zh-CN': { route: { todo: '待办' } }, 'en-US': { route: { todo: 'To do' } }, 'vi-VN': { route: { todo: 'Việc cần làm' } } },
};

test('pages and their labels come from the registry, without asking any remote', async () => {
  initI18n();
  const routes = await registryRoutes([supplier]);
  expect(routes).toEqual([{ ...supplier.routes[0], owner: 'mf_supplier', namespace: 'mf-supplier' }]);
  expect(loadManifests).not.toHaveBeenCalled();
  expect(i18n.t('route.todo', { ns: 'mf-supplier', lng: 'en-US' })).toBe('To do');
  expect(i18n.t('route.todo', { ns: 'mf-supplier', lng: 'vi-VN' })).toBe('Việc cần làm');
});

test('the remote\'s own locale files, once loaded, win over the recorded labels', async () => {
  initI18n();
  i18n.addResourceBundle('en-US', 'mf-supplier', { route: { todo: 'Tasks' } }, true, true);
  await registryRoutes([supplier]);
  expect(i18n.t('route.todo', { ns: 'mf-supplier', lng: 'en-US' })).toBe('Tasks');
});

test('a remote without recorded routes and labels (dev server, older release) is asked for its manifest', async () => {
  const dev = { name: 'mf_public', remote: 'mf-public', version: 'dev', entry: 'http://127.0.0.1:3001/mf-manifest.json' };
  const { labels: _labels, ...older } = { ...supplier, name: 'mf_contracts', remote: 'mf-contracts' };
  const routes = await registryRoutes([supplier, dev, older]);
  expect(loadManifests).toHaveBeenCalledWith([dev, older]);
  expect(routes.map((r) => r.owner)).toEqual(['mf_supplier']);
});
