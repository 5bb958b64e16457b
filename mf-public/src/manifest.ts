import type { RemoteManifest, RemoteRoute } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

const page = (path: string, labelKey: string, icon: string): RemoteRoute => ({ path, labelKey, icon, public: true, layout: 'portal', menuGroup: 'public', hideInMenu: true });

export const manifest: RemoteManifest = {
  name: 'mf_public',
  namespace: 'mf-public',
  routes: [
    { path: '/home', labelKey: 'route.home', icon: 'HomeOutlined', public: true, layout: 'portal', menuGroup: 'public' },
    page('/index_list', 'route.indexList', 'UnorderedListOutlined'),
    page('/infoMainList', 'route.infoMainList', 'ReadOutlined'),
    page('/infoMainView', 'route.infoMainView', 'FileTextOutlined'),
    page('/ten_notice_preview_content', 'route.noticePreview', 'FileSearchOutlined'),
    page('/search_all', 'route.searchAll', 'SearchOutlined'),
    page('/statement', 'route.statement', 'SafetyCertificateOutlined'),
    // /myiframe/{routerPath}: a prefix route, the framed address is the rest of the path.
    { ...page('/myiframe', 'route.frame', 'GlobalOutlined'), prefix: true },
  ],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
