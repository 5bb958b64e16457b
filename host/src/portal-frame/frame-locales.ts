// The public frame's own i18n namespace, so its texts live beside it and not in the shell's files.
import { registerNamespace } from '@portal/shared/core';
import enUS from './locales/en-US.json';
import viVN from './locales/vi-VN.json';
import zhCN from './locales/zh-CN.json';

export const FRAME_NS = 'portal-frame';
export const frameLocales = { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN };

registerNamespace(FRAME_NS, frameLocales);
