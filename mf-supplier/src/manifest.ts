import type { RemoteManifest } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

export const manifest: RemoteManifest = {
  name: 'mf_supplier',
  namespace: 'mf-supplier',
  routes: [{ path: '/supplier_home_todo', labelKey: 'route.todo', icon: 'BellOutlined', keepAlive: true, public: false, menuGroup: 'todo', roles: ['supplier'] }],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
