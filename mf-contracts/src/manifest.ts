import type { RemoteManifest, RemoteRoute } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

// Every page is the supplier's own (issue 15): not public, role supplier, in the contracts menu
// group; the details are reached by links from the lists and are kept out of the menu.
const page = (path: string, labelKey: string, opts: Partial<RemoteRoute> = {}): RemoteRoute => ({
  path,
  labelKey,
  icon: 'FileTextOutlined',
  keepAlive: true,
  public: false,
  menuGroup: 'contracts',
  roles: ['supplier'],
  ...opts,
});

export const manifest: RemoteManifest = {
  name: 'mf_contracts',
  namespace: 'mf-contracts',
  routes: [
    page('/contract_list', 'route.contracts'),
    page('/contract_detail', 'route.contractDetail', { keepAlive: false, hideInMenu: true }),
    page('/order_list', 'route.deliveryNotes'),
    page('/purchase_order', 'route.deliveryNoteDetail', { keepAlive: false, hideInMenu: true }),
    page('/frame_agreement_result_list', 'route.frameAgreements'),
    page('/frame_agreement_result_detail', 'route.frameAgreementDetail', { keepAlive: false, hideInMenu: true }),
  ],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
