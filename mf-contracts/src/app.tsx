import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

export const { bootstrap, mount, unmount, update } = createRemoteApp(manifest, {
  '/contract_list': () => import('./features/contracts/ContractListPage'),
});
