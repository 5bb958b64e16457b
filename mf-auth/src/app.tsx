import { createRemoteApp } from '@portal/shared/react';
import { manifest } from './manifest';

export const { bootstrap, mount, unmount, update, preloadPage } = createRemoteApp(manifest, {
  '/login': () => import('./features/login/LoginPage'),
  '/middle': () => import('./features/qr/QrLoginPage'),
  '/register': () => import('./features/register/RegisterPage'),
  '/forgetPassword': () => import('./features/recovery/ForgetPasswordPage'),
  '/updatePassword': () => import('./features/recovery/UpdatePasswordPage'),
  '/forgetUserName': () => import('./features/recovery/ForgetUserNamePage'),
});
