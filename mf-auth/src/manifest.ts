import type { RemoteManifest } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

export const manifest: RemoteManifest = {
  name: 'mf_auth',
  namespace: 'mf-auth',
  routes: [{ path: '/login', labelKey: 'route.login', icon: 'LoginOutlined', public: true, hideInMenu: true, layout: 'portal' }],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
