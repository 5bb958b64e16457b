import type { RemoteManifest, RemoteRoute } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

// Quotation screens sit in the public frame beside the detail they come from, but need a supplier:
// not public (the guard sends a visitor to /home) and the supplier role (others get /403).
const quotationPage = (path: string, labelKey: string): RemoteRoute => ({ path, labelKey, icon: 'FormOutlined', public: false, roles: ['supplier'], layout: 'portal', hideInMenu: true });
// Queries, clarifications and objections (issue 14): a supplier's, in the same frame; the two lists
// sit in the sourcing menu group, the pages they lead to are reached by links.
const questionPage = (path: string, labelKey: string, inMenu = false): RemoteRoute => ({
  path,
  labelKey,
  icon: 'FileTextOutlined',
  public: false,
  roles: ['supplier'],
  layout: 'portal',
  ...(inMenu ? { menuGroup: 'sourceSearch' } : { hideInMenu: true }),
});

export const manifest: RemoteManifest = {
  name: 'mf_sourcing',
  namespace: 'mf-sourcing',
  routes: [
    { path: '/source_List', labelKey: 'route.sourceSearch', icon: 'SearchOutlined', public: true, layout: 'portal', menuGroup: 'sourceSearch' },
    { path: '/cs_source_List', labelKey: 'route.saleSearch', icon: 'ShopOutlined', public: true, layout: 'portal', menuGroup: 'sourceSearch' },
    { path: '/source_detail', labelKey: 'route.sourceDetail', icon: 'FileTextOutlined', public: true, layout: 'portal', hideInMenu: true },
    { path: '/cs_source_detail', labelKey: 'route.csSourceDetail', icon: 'FileTextOutlined', public: true, layout: 'portal', hideInMenu: true },
    quotationPage('/quotation_gc', 'route.quotationGc'),
    quotationPage('/quotation_wz', 'route.quotationWz'),
    quotationPage('/quotation_cs', 'route.quotationCs'),
    { path: '/bidDocument', labelKey: 'route.bidDocument', icon: 'CloudUploadOutlined', public: false, roles: ['supplier'], layout: 'portal', hideInMenu: true },
    { path: '/opened_history', labelKey: 'route.openedHistory', icon: 'HistoryOutlined', public: false, roles: ['supplier'], layout: 'portal', menuGroup: 'sourceSearch' },
    questionPage('/question_List', 'questions.route.list', true),
    questionPage('/question_mian', 'questions.route.form'),
    questionPage('/cs_question_mian', 'questions.route.csForm'),
    questionPage('/questionshow', 'questions.route.show'),
    questionPage('/cs_questionshow', 'questions.route.csShow'),
    questionPage('/objection_main', 'objections.route.main', true),
  ],
  locales: { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN },
};

export default manifest;
