// Month and weekday names in the pickers (antd reads them from dayjs) and anything dayjs formats
// follow the reader's language: without its locale loaded, dayjs writes English for every reader.
// The host loads them once, for every remote: dayjs is one instance in the page.
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
import { getLanguage, i18n, type Language } from '@portal/shared/core';

export const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'vi-VN': 'vi' };

export function datesFollowLanguage(): void {
  const apply = () => void dayjs.locale(DAYJS_LOCALES[getLanguage()] ?? 'zh-cn');
  apply();
  i18n.on('languageChanged', apply);
}
