import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import zhCN from 'antd/locale/zh_CN';
import type { Language } from '@portal/shared/core';

const LOCALES: Record<Language, Locale> = { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN };

export const antdLocale = (language: Language): Locale => LOCALES[language] ?? zhCN;
