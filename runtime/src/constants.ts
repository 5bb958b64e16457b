// The few values two apps must agree on to share one page: storage prefix and keys, languages,
// the token-time counter, the error badge cap and the default look. The business constants stay
// in @portal/shared (plain code) and re-export these, so nothing is spelled twice.

export const SITE_PREFIX = 'isp-portal';

export const LANGUAGES = ['zh-CN', 'en-US', 'vi-VN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const LANG_KEY = 'lang';

export const TOKEN_TIME = 6000;
export const TOKEN_TIME_STEP = 10;

export const ERROR_BADGE_MAX = 99;

export const DEFAULT_THEME_COLOR = '#409EFF';
export const DEFAULT_THEME = 'theme-white';
