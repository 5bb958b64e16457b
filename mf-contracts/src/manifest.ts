import type { RemoteManifest } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

export const manifest: RemoteManifest = {
  name: 'mf_contracts',
  namespace: 'mf-contracts',
  routes: [{ path: '/contract_list', labelKey: 'route.contracts', icon: 'FileTextOutlined', keepAlive: true, public: false, menuGroup: 'contracts', roles: ['supplier'] }],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
