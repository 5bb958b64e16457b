import { AFTER_FIRST_PAGE_MS, FIRST_PAGE_FALLBACK_MS, PRELOAD_DONE_MARK, UI_PARTS_PER_TASK, preloadWhenIdle } from './preload';
import { preloadRemoteApp } from './remote-loader';

jest.mock('./remote-loader', () => ({ preloadRemoteApp: jest.fn(async () => undefined) }));

const entry = (name: string) => ({ name, remote: name.replace('_', '-'), version: 'r1', entry: `/remotes/${name}/mf-manifest.json` });

function fakeWindow() {
  const idle: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const timers: { ms: number; callback: () => void }[] = [];
  const target = {
    document: { readyState: 'loading' },
    performance: { mark: jest.fn() },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ ms, callback }),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  /** Runs the timers set for this many milliseconds. */
  const elapse = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.callback());
  return { target: target as unknown as Window, idle, timers, elapse, fireLoad: () => listeners.forEach((l) => l()) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.mocked(preloadRemoteApp).mockClear());

test('nothing is fetched before the first page has mounted and the browser is idle, then one remote per idle period', async () => {
  const { target, idle, elapse, fireLoad } = fakeWindow();
  let mounted!: () => void;
  const pageShown = new Promise<void>((resolve) => (mounted = resolve));
  preloadWhenIdle([entry('mf_supplier'), entry('mf_sourcing')], { target, pageShown });
  fireLoad();
  await flush();
  // Loaded, but the first page has not mounted: the browser being idle is not enough.
  expect(idle).toHaveLength(0);
  mounted();
  await flush();
  expect(idle).toHaveLength(0);
  elapse(AFTER_FIRST_PAGE_MS);
  expect(idle).toHaveLength(1);
  expect(preloadRemoteApp).not.toHaveBeenCalled();
  idle.shift()!();
  expect(target.performance.mark).toHaveBeenCalledWith('portal:preload');
  expect(preloadRemoteApp).toHaveBeenCalledTimes(1);
  expect(preloadRemoteApp).toHaveBeenLastCalledWith('mf_supplier');
  await flush();
  idle.shift()!();
  expect(preloadRemoteApp).toHaveBeenLastCalledWith('mf_sourcing');
  expect(preloadRemoteApp).toHaveBeenCalledTimes(2);
});

test('a first page that never mounts a remote still lets preloading start, once', async () => {
  const { target, idle, elapse, fireLoad } = fakeWindow();
  preloadWhenIdle([entry('mf_supplier')], { target, pageShown: new Promise<void>(() => undefined) });
  fireLoad();
  await flush();
  expect(idle).toHaveLength(0);
  elapse(FIRST_PAGE_FALLBACK_MS);
  expect(idle).toHaveLength(1);
  elapse(FIRST_PAGE_FALLBACK_MS);
  expect(idle).toHaveLength(1);
  idle.shift()!();
  expect(preloadRemoteApp).toHaveBeenCalledWith('mf_supplier');
});

test('a remote the visitor may not open is not fetched until the session lets them', async () => {
  const { target, idle, elapse, fireLoad } = fakeWindow();
  let loggedIn = false;
  let sessionChanged: () => void = () => undefined;
  preloadWhenIdle([entry('mf_contracts'), entry('mf_sourcing')], {
    target,
    pageShown: Promise.resolve(),
    mayOpen: (e) => e.name !== 'mf_contracts' || loggedIn,
    sessionChanges: (listener) => (sessionChanged = listener),
  });
  fireLoad();
  await flush();
  elapse(AFTER_FIRST_PAGE_MS);
  idle.shift()!();
  expect(preloadRemoteApp).toHaveBeenCalledTimes(1);
  expect(preloadRemoteApp).toHaveBeenLastCalledWith('mf_sourcing');
  await flush();
  idle.shift()!();
  expect(preloadRemoteApp).toHaveBeenCalledTimes(1);
  expect(target.performance.mark).toHaveBeenLastCalledWith(PRELOAD_DONE_MARK);
  // A change that still does not open it asks for no idle period.
  sessionChanged();
  expect(idle).toHaveLength(0);
  loggedIn = true;
  sessionChanged();
  expect(idle).toHaveLength(1);
  idle.shift()!();
  expect(preloadRemoteApp).toHaveBeenLastCalledWith('mf_contracts');
  expect(preloadRemoteApp).toHaveBeenCalledTimes(2);
});

test("antd's deferred parts are all asked for at once, a few per task, then the remotes one per idle period", async () => {
  const { target, idle, timers, elapse, fireLoad } = fakeWindow();
  const parts = ['Table', 'Select', 'DatePicker', 'Upload', 'Drawer', 'Steps'];
  const loadUiPart = jest.fn(async (name: string) => {
    if (name === 'Select') throw new Error('offline');
  });
  preloadWhenIdle([entry('mf_sourcing')], { target, pageShown: Promise.resolve(), uiParts: () => parts, loadUiPart });
  fireLoad();
  await flush();
  elapse(AFTER_FIRST_PAGE_MS);
  idle.shift()!();
  expect(loadUiPart.mock.calls.map(([name]) => name)).toEqual(parts.slice(0, UI_PARTS_PER_TASK));
  // The next few in a task of their own (a timer of 0 ms), not in an idle period.
  expect(idle).toHaveLength(0);
  const nextTask = () => timers.splice(timers.findIndex((t) => t.ms === 0), 1)[0].callback();
  nextTask();
  expect(loadUiPart.mock.calls.map(([name]) => name)).toEqual(parts);
  expect(preloadRemoteApp).not.toHaveBeenCalled();
  nextTask();
  expect(preloadRemoteApp).toHaveBeenCalledWith('mf_sourcing');
  await flush();
  idle.shift()!();
  expect(target.performance.mark).toHaveBeenLastCalledWith(PRELOAD_DONE_MARK);
});
