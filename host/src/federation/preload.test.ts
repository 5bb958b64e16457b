import { preloadWhenIdle } from './preload';
import { preloadRemoteApp } from './remote-loader';

jest.mock('./remote-loader', () => ({ preloadRemoteApp: jest.fn(async () => undefined) }));

const entry = (name: string) => ({ name, remote: name.replace('_', '-'), version: 'r1', entry: `/remotes/${name}/mf-manifest.json` });

function fakeWindow() {
  const idle: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const target = {
    document: { readyState: 'loading' },
    performance: { mark: jest.fn() },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  return { target: target as unknown as Window, idle, fireLoad: () => listeners.forEach((l) => l()) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('nothing is fetched before the page has loaded and the browser is idle, then one remote per idle period', async () => {
  const { target, idle, fireLoad } = fakeWindow();
  preloadWhenIdle([entry('mf_supplier'), entry('mf_sourcing')], target);
  expect(idle).toHaveLength(0);
  fireLoad();
  expect(preloadRemoteApp).not.toHaveBeenCalled();
  idle.shift()!();
  expect(preloadRemoteApp).toHaveBeenCalledTimes(1);
  expect(preloadRemoteApp).toHaveBeenLastCalledWith('mf_supplier');
  await flush();
  idle.shift()!();
  expect(preloadRemoteApp).toHaveBeenLastCalledWith('mf_sourcing');
  expect(preloadRemoteApp).toHaveBeenCalledTimes(2);
});
