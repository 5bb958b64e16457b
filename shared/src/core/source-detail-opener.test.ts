import { navigation, type Navigator } from './navigation';
import { remoteModules } from './remote-modules';
import { session } from './session';
import { needsSourcePuzzle, openSourceDetail, solveSourcePuzzle } from './source-detail-opener';

const calls: string[] = [];
const recorder: Navigator = {
  go: (path, query) => void calls.push(`go ${path} ${JSON.stringify(query)}`),
  open: (path, query) => void calls.push(`open ${path} ${JSON.stringify(query)}`),
  replace: (path, query) => void calls.push(`replace ${path} ${JSON.stringify(query)}`),
};

const supplier = (wfSuStatus: string) => {
  session.setTokens({ accessToken: 'tok' });
  session.setPortalUser({ supplierId: 's1', supplierName: 'S', userName: 'supplier01', wfSuStatus });
};

beforeEach(() => {
  calls.length = 0;
  navigation.setNavigator(recorder);
});
afterEach(() => {
  session.logout();
  navigation.setNavigator(null);
  remoteModules.setLoader(null);
});

test('the puzzle runs for logged-in suppliers, qualified or not yet, and for nobody else', () => {
  const user = (wfSuStatus: string | null) => ({ supplierId: 's', supplierName: 'S', userName: 'u', wfSuStatus });
  expect(needsSourcePuzzle({ accessToken: 't', portalUser: user('WAREHOUSING') })).toBe(true);
  expect(needsSourcePuzzle({ accessToken: 't', portalUser: user('NOT_WAREHOUSING') })).toBe(true);
  expect(needsSourcePuzzle({ accessToken: 't', portalUser: user('FROZEN') })).toBe(false);
  expect(needsSourcePuzzle({ accessToken: null, portalUser: user('WAREHOUSING') })).toBe(false);
  expect(needsSourcePuzzle({ accessToken: 't', portalUser: null })).toBe(false);
});

test('a visitor gets the detail in a new tab at once, without the puzzle', async () => {
  const solve = jest.fn();
  await openSourceDetail('XJ-1', solve);
  expect(solve).not.toHaveBeenCalled();
  expect(calls).toEqual(['open /source_detail {"sourceId":"XJ-1"}']);
});

test('a supplier goes to the detail with the pass of the solved puzzle', async () => {
  supplier('WAREHOUSING');
  await openSourceDetail('XJ-1', async () => 'pass-1');
  expect(calls).toEqual(['go /source_detail {"sourceId":"XJ-1","pass":"pass-1"}']);
});

test('closing the puzzle unsolved stays where the supplier was', async () => {
  supplier('NOT_WAREHOUSING');
  await openSourceDetail('XJ-1', async () => null);
  expect(calls).toEqual([]);
});

test('a puzzle that cannot load leaves the supplier on the detail page, which asks again', async () => {
  supplier('WAREHOUSING');
  await openSourceDetail('XJ-1', () => Promise.reject(new Error('mf_public/SourcePuzzle: load failed')));
  expect(calls).toEqual(['go /source_detail {"sourceId":"XJ-1"}']);
});

test('by default the puzzle is the one mf-public exposes, loaded through the host', async () => {
  const loader = jest.fn(async () => ({ default: { solvePuzzle: async () => 'pass-2' } }));
  remoteModules.setLoader(loader);
  await expect(solveSourcePuzzle()).resolves.toBe('pass-2');
  expect(loader).toHaveBeenCalledWith('mf_public', 'SourcePuzzle');
});

test("the detail's code is fetched while the supplier slides, before the pass exists", async () => {
  supplier('WAREHOUSING');
  const events: string[] = [];
  remoteModules.setLoader(async (remote, exposed) => {
    events.push(`load ${remote}/${exposed}`);
    return { preloadPage: (route: string) => events.push(`preload ${route}`) };
  });
  await openSourceDetail(
    'CS-1',
    async () => {
      // Sliding takes the supplier a moment.
      await new Promise((resolve) => setTimeout(resolve, 0));
      events.push('solved');
      return 'pass-2';
    },
    '/cs_source_detail',
  );
  expect(events).toEqual(['load mf_sourcing/app', 'preload /cs_source_detail', 'solved']);
  expect(calls).toEqual(['go /cs_source_detail {"sourceId":"CS-1","pass":"pass-2"}']);
});

test('a visitor fetches nothing ahead: the detail opens at once', async () => {
  const load = jest.fn();
  remoteModules.setLoader(load);
  await openSourceDetail('XJ-1', jest.fn());
  expect(load).not.toHaveBeenCalled();
});
