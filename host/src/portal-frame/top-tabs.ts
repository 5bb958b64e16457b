// The five tabs of the public frame (spec 01 §2); all but home open in a new tab.
import type { Query } from '@portal/shared/core';

export interface TopTab {
  key: 'home' | 'tender' | 'inquiry' | 'award' | 'info';
  path: string;
  query?: Query;
  newTab: boolean;
}

export const TOP_TABS: TopTab[] = [
  { key: 'home', path: '/home', newTab: false },
  { key: 'tender', path: '/index_list', query: { ggTypeName: 'zbgg' }, newTab: true },
  { key: 'inquiry', path: '/source_list', query: { activeName: 'xjgg' }, newTab: true },
  { key: 'award', path: '/index_list', query: { ggTypeName: 'zhongbiaogg' }, newTab: true },
  { key: 'info', path: '/infoMainList', query: { type: 'NEWS' }, newTab: true },
];
