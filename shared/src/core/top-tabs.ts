// The five tabs of the public frame (spec 01 §2); all but home open in a new tab.
import type { Query } from './navigation';

export type TopTabKey = 'home' | 'tender' | 'inquiry' | 'award' | 'info';

export interface TopTab {
  key: TopTabKey;
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

/** Award-side type names: the award tab's own list, and candidates published before the award. */
const AWARD_TYPES = new Set(['zhongbiaogg', 'hxrgs']);

/**
 * The tab the current page belongs to. Paths are matched without case (the spec writes both
 * /source_list and /source_List); a notice list or preview belongs to the award tab when its type
 * is an award type, else to the tender tab; an article belongs to the information center.
 */
export function activeTopTab(pathname: string, search: string): TopTabKey | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const ggTypeName = new URLSearchParams(search).get('ggTypeName') ?? '';
  switch (path) {
    case '/':
    case '/home':
      return 'home';
    case '/index_list':
    case '/ten_notice_preview_content':
      return AWARD_TYPES.has(ggTypeName) ? 'award' : 'tender';
    case '/source_list':
      return 'inquiry';
    case '/infomainlist':
    case '/infomainview':
      return 'info';
    default:
      return null;
  }
}
