import type { RemoteManifest, RemoteRoute } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

const publicPage = (path: string, labelKey: string, icon: string): RemoteRoute => ({ path, labelKey, icon, public: true, hideInMenu: true, layout: 'portal' });

export const manifest: RemoteManifest = {
  name: 'mf_auth',
  namespace: 'mf-auth',
  routes: [
    publicPage('/login', 'route.login', 'LoginOutlined'),
    publicPage('/middle', 'route.middle', 'QrcodeOutlined'),
    publicPage('/register', 'route.register', 'UserAddOutlined'),
    publicPage('/forgetPassword', 'route.forgetPassword', 'KeyOutlined'),
    publicPage('/updatePassword', 'route.updatePassword', 'LockOutlined'),
    publicPage('/forgetUserName', 'route.forgetUserName', 'IdcardOutlined'),
  ],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
