import { withPageUi } from './page-ui-loader';
import type { PortalRoute } from '../routing/route-table';

const routes: PortalRoute[] = [
  { path: '/source_detail', labelKey: 'route.detail', owner: 'mf_sourcing', namespace: 'mf-sourcing', public: true, ui: ['Descriptions', 'Button'] },
  { path: '/home', labelKey: 'route.home', owner: 'mf_public', namespace: 'mf-public', public: true, ui: ['Card'] },
];

test("warming a page through another app's loader fetches the deferred antd parts its route draws, with its code", async () => {
  const preloadPage = jest.fn(async () => undefined);
  const loadUi = jest.fn();
  const load = withPageUi(async () => ({ preloadPage, mount: 'lifecycle' }), routes, loadUi);
  const app = (await load('mf_sourcing', 'app')) as { preloadPage(path: string): Promise<void>; mount: string };
  await app.preloadPage('/source_detail');
  expect(loadUi).toHaveBeenCalledWith(['Descriptions', 'Button']);
  expect(preloadPage).toHaveBeenCalledWith('/source_detail');
  // The rest of the app is as the remote exposed it.
  expect(app.mount).toBe('lifecycle');
});

test("a page of another remote, an unknown page and other modules fetch no antd parts", async () => {
  const loadUi = jest.fn();
  const puzzle = { default: { solvePuzzle: jest.fn() } };
  const load = withPageUi(async (_remote, exposed) => (exposed === 'app' ? { preloadPage: jest.fn() } : puzzle), routes, loadUi);
  const app = (await load('mf_sourcing', 'app')) as { preloadPage(path: string): unknown };
  app.preloadPage('/home');
  app.preloadPage('/nowhere');
  expect(loadUi).not.toHaveBeenCalled();
  expect(await load('mf_public', 'SourcePuzzle')).toBe(puzzle);
});
