import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

export const { bootstrap, mount, unmount, update } = createRemoteApp(manifest, {
  '/supplier_home_todo': () => import('./features/todo/TodoPage'),
  '/supplier_detail': () => import('./features/supplier-detail/SupplierDetailPage'),
  '/registerDetail': () => import('./features/registration/RegisterDetailPage'),
  '/registerInfo': () => import('./features/registration/RegisterInfoPage'),
});
