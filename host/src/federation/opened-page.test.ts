import { startOpenedPage } from './opened-page';
import type { PortalRoute } from '../routing/route-table';

jest.mock('./remote-loader', () => ({ preloadRemoteApp: jest.fn(async () => undefined) }));

const ROUTES: PortalRoute[] = [
  { path: '/home/index', labelKey: 'route.homeIndex', owner: 'host', namespace: 'host', public: true },
  { path: '/source_list', labelKey: 'route.sourceSearch', owner: 'mf_sourcing', namespace: 'mf-sourcing', public: true, ui: ['Segmented', 'Select'] },
  { path: '/contract_list', labelKey: 'route.contracts', owner: 'mf_contracts', namespace: 'mf-contracts', roles: ['supplier'] },
];
const VISITOR = { hasToken: false, hasPortalOrTempUser: false, hasShellUser: false, roles: [] };
const SUPPLIER = { hasToken: true, hasPortalOrTempUser: true, hasShellUser: true, roles: ['supplier'] };

function fakes() {
  const preloadPage = jest.fn();
  const loadApp = jest.fn(async () => ({ preloadPage }));
  const loadUi = jest.fn();
  return { preloadPage, loadApp, loadUi };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the opened address's remote, its page's code and the antd parts it draws start loading at once", async () => {
  const { preloadPage, loadApp, loadUi } = fakes();
  expect(startOpenedPage(ROUTES, '/Source_List', VISITOR, { loadApp, loadUi })?.path).toBe('/source_list');
  expect(loadApp).toHaveBeenCalledWith('mf_sourcing');
  expect(loadUi).toHaveBeenCalledWith(['Segmented', 'Select']);
  await flush();
  expect(preloadPage).toHaveBeenCalledWith('/source_list');
});

test('a page the session may not open is not fetched: the guard sends the visitor elsewhere', async () => {
  const visitor = fakes();
  expect(startOpenedPage(ROUTES, '/contract_list', VISITOR, visitor)).toBeUndefined();
  expect(visitor.loadApp).not.toHaveBeenCalled();
  expect(visitor.loadUi).not.toHaveBeenCalled();
  const supplier = fakes();
  startOpenedPage(ROUTES, '/contract_list', SUPPLIER, supplier);
  expect(supplier.loadApp).toHaveBeenCalledWith('mf_contracts');
});

test("the host's own pages and unknown addresses fetch no remote", () => {
  const { loadApp, loadUi } = fakes();
  expect(startOpenedPage(ROUTES, '/home/index', VISITOR, { loadApp, loadUi })).toBeUndefined();
  expect(startOpenedPage(ROUTES, '/no_such_page', VISITOR, { loadApp, loadUi })).toBeUndefined();
  expect(loadApp).not.toHaveBeenCalled();
});
