import type { RemoteManifest } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

export const manifest: RemoteManifest = {
  name: 'mf_public',
  namespace: 'mf-public',
  routes: [{ path: '/home', labelKey: 'route.home', icon: 'HomeOutlined', public: true, layout: 'portal', menuGroup: 'public' }],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
