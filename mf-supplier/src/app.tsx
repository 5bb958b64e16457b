import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

export const { bootstrap, mount, unmount, update, preloadPage } = createRemoteApp(manifest, {
  '/supplier_home_todo': () => import('./features/todo/TodoPage'),
  '/supplier_detail': () => import('./features/supplier-detail/SupplierDetailPage'),
  '/supplier_notice_list': () => import('./features/notices/NoticeListPage'),
  '/member_fee_list': () => import('./features/fees/FeeListPage'),
  '/ca_list': () => import('./features/ca/CaListPage'),
  '/document_list': () => import('./features/documents/DocumentListPage'),
  '/registerDetail': () => import('./features/registration/RegisterDetailPage'),
  '/registerInfo': () => import('./features/registration/RegisterInfoPage'),
});
