import { createRemoteApp } from '@portal/shared/react';
import { startFirstLists } from './features/home/first-lists';
import { manifest } from './manifest';

export const { bootstrap, mount, unmount, update, preloadPage } = createRemoteApp(manifest, {
  '/home': () => {
    // Its lists are asked for while its code loads and React draws it (features/home/first-lists.ts).
    startFirstLists();
    return import('./features/home/HomePage');
  },
  '/index_list': () => import('./features/notice-search/NoticeSearchPage'),
  '/infoMainList': () => import('./features/articles/InfoListPage'),
  '/infoMainView': () => import('./features/articles/InfoViewPage'),
  '/ten_notice_preview_content': () => import('./features/preview/NoticePreviewPage'),
  '/search_all': () => import('./features/search-all/SearchAllPage'),
  '/statement': () => import('./features/statement/StatementPage'),
  '/myiframe': () => import('./features/frame/FramePage'),
});
