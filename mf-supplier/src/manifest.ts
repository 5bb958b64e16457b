import type { RemoteManifest, RemoteRoute } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

// Registration pages sit in the public frame but need a login: no roles, because a temporary user
// has none, and not public, so that the guard sends a visitor to /home.
const registrationPage = (path: string, labelKey: string, icon: string): RemoteRoute => ({ path, labelKey, icon, public: false, hideInMenu: true, layout: 'portal' });

export const manifest: RemoteManifest = {
  name: 'mf_supplier',
  namespace: 'mf-supplier',
  routes: [
    { path: '/supplier_home_todo', labelKey: 'route.todo', icon: 'BellOutlined', keepAlive: true, public: false, menuGroup: 'todo', roles: ['supplier'] },
    { path: '/supplier_detail', labelKey: 'route.supplierDetail', icon: 'IdcardOutlined', keepAlive: true, public: false, menuGroup: 'todo', roles: ['supplier'] },
    // The user centre's pages (issue 15), in the same menu group as the to-do list.
    { path: '/supplier_notice_list', labelKey: 'route.notices', icon: 'BellOutlined', keepAlive: true, public: false, menuGroup: 'todo', roles: ['supplier'] },
    { path: '/member_fee_list', labelKey: 'route.fees', icon: 'ShopOutlined', keepAlive: true, public: false, menuGroup: 'todo', roles: ['supplier'] },
    { path: '/ca_list', labelKey: 'route.ca', icon: 'SafetyCertificateOutlined', keepAlive: true, public: false, menuGroup: 'todo', roles: ['supplier'] },
    { path: '/document_list', labelKey: 'route.documents', icon: 'FileTextOutlined', keepAlive: true, public: false, menuGroup: 'todo', roles: ['supplier'] },
    registrationPage('/registerDetail', 'route.registerDetail', 'FormOutlined'),
    registrationPage('/registerInfo', 'route.registerInfo', 'CheckCircleOutlined'),
  ],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
