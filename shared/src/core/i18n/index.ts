export * from './i18n-instance';
export * from './translate';
export * from './missing-keys';
export type { CommonMessages } from './locales/zh-CN';
