import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

export const { bootstrap, mount, unmount, update } = createRemoteApp(manifest, {
  '/source_List': () => import('./features/sourceSearch/SourceSearchPage'),
  '/cs_source_List': () => import('./features/sourceSearch/SourceSearchPage'),
  '/source_detail': () => import('./features/source-detail/SourceDetailPage'),
});
