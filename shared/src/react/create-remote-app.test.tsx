import type { RemoteManifest } from '../core';
import { createRemoteApp } from './create-remote-app';

const manifest: RemoteManifest = { name: 'mf_test', namespace: 'mf-test', routes: [], locales: { 'zh-CN': {}, 'en-US': {}, 'vi-VN': {} } };
const Page = () => null;

test('a page is loaded once however often it is asked for', async () => {
  const loader = jest.fn(async () => ({ default: Page }));
  const app = createRemoteApp(manifest, { '/home': loader });
  await Promise.all([app.preloadPage('/home'), app.preloadPage('/home')]);
  await app.preloadPage('/home');
  expect(loader).toHaveBeenCalledTimes(1);
});

test('a page whose load failed is loaded again when next asked for', async () => {
  const loader = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Page });
  const app = createRemoteApp(manifest, { '/home': loader });
  await app.preloadPage('/home');
  await app.preloadPage('/home');
  await app.preloadPage('/home');
  expect(loader).toHaveBeenCalledTimes(2);
});
