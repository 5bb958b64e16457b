import enUS from './en-US.json';
import viVN from './vi-VN.json';
import zhCN from './zh-CN.json';

export const hostLocales = { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN };
