import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

export const { bootstrap, mount, unmount, update } = createRemoteApp(manifest, {
  '/home': () => import('./features/home/HomePage'),
});
