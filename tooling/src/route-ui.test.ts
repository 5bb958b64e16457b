import { pageImports } from './route-ui';

describe('pageImports', () => {
  it("maps each route of a remote's page table to its page's import, whatever the loader does first", () => {
    const app = `import { createRemoteApp } from '@portal/shared/react';
export const { mount } = createRemoteApp(manifest, {
  '/home': () => {
    startFirstLists();
    return import('./features/home/HomePage');
  },
  '/index_list': () => import('./features/notice-search/NoticeSearchPage'),
  other: () => import('./not-a-route'),
});`;
    expect(pageImports(app)).toEqual({ '/home': './features/home/HomePage', '/index_list': './features/notice-search/NoticeSearchPage' });
  });

  it('follows a loader declared by name, as a page shared by two routes is', () => {
    const app = `const searchPage = () => import('./features/search/SearchPage');
const unused = 1;
export const { mount } = createRemoteApp(manifest, {
  '/source_List': searchPage,
  '/cs_source_List': searchPage,
  '/other': unused,
});`;
    expect(pageImports(app)).toEqual({ '/source_List': './features/search/SearchPage', '/cs_source_List': './features/search/SearchPage' });
  });
});
