export * from './i18n-instance';
export * from './translate';
export * from './missing-keys';
export { zhCN, type CommonMessages } from './locales/zh-CN';
export { enUS } from './locales/en-US';
export { viVN } from './locales/vi-VN';
