import type { RemoteManifest } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

export const manifest: RemoteManifest = {
  name: 'mf_sourcing',
  namespace: 'mf-sourcing',
  routes: [
    { path: '/source_List', labelKey: 'route.sourceSearch', icon: 'SearchOutlined', public: true, layout: 'portal', menuGroup: 'sourceSearch' },
    { path: '/cs_source_List', labelKey: 'route.saleSearch', icon: 'ShopOutlined', public: true, layout: 'portal', menuGroup: 'sourceSearch' },
    { path: '/source_detail', labelKey: 'route.sourceDetail', icon: 'FileTextOutlined', public: true, layout: 'portal', hideInMenu: true },
  ],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
