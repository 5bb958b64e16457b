// Every business constant of spec 01 §9 and spec 02 §9, in one place so the host, the remotes
// and the server cannot drift apart. The values the page-singleton runtime needs (storage prefix,
// languages, token time, theme defaults) are defined there and re-exported here.
export {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  DEFAULT_THEME_COLOR,
  ERROR_BADGE_MAX,
  LANGUAGES,
  LANG_KEY,
  SITE_PREFIX,
  TOKEN_TIME,
  TOKEN_TIME_STEP,
  type Language,
} from '@portal/runtime';

export const TOKEN_CHECK_INTERVAL_MS = 10000;
export const TOKEN_REFRESH_THRESHOLD = 1000;

export const HTTP_TIMEOUT_MS = 120000;
export const CROSS_SYSTEM_TIMEOUT_MS = 30000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

export const CAROUSEL_INTERVAL_MS = 5000;
/** How long a page or a home list loads before it shows a spinner: most loads end sooner, and draw none. */
export const SPINNER_DELAY_MS = 300;

export const BREAKPOINTS = { sm: 768, md: 992, lg: 1200 } as const;
export const HEADER_HEIGHT = 70;
export const MAIN_WIDTH = 1280;

export const THEMES = [
  'default',
  'theme-white',
  'theme-star',
  'theme-iview',
  'theme-d2',
  'theme-hey',
  'theme-bali',
] as const;
export type ThemeName = (typeof THEMES)[number];

export const IMAGE_CODE_LENGTH = 4;
export const LOGIN_PASSWORD_MIN = 6;
export const PHONE_LENGTH = 11;
export const SMS_COUNTDOWN_S = 60;
export const QR_REFRESH_S = 30;

export const NOTICE_BLOCK_SIZE = 5;
export const TITLE_CUT = 20;
export const DATE_CUT = 11;
export const INDEX_PAGE_SIZE = 10;
export const ATTACHMENT_PAGE_SIZE = 99;
export const ATTACHMENT_PAGE_SIZE_SMALL = 20;
export const BUSINESS_DETAIL_PAGE_SIZE = 10;

export const SLIDER_TOLERANCE = 3;

export const TENANT_ID = '1';
export const GRANT_TYPE = 'password';
export const SCOPE = 'server';
export const SUCCESS_MSG = '执行成功';


export const USERNAME_MIN = 6;
export const USERNAME_MAX = 18;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
export const STRONG_PASSWORD_MIN = 8;
export const STRONG_PASSWORD_MAX = 16;
export const MEMO_MAX = 1000;
export const PRICE_MAX_DIGITS = 16;
export const PRICE_MAX = 1_000_000_000;
export const TAX_RATE_LIMIT = 100;
export const REGISTERED_CAPITAL_DECIMALS = 6;
export const BUSINESS_SELECT_MIN = 1;
export const BUSINESS_SELECT_MAX = 10;

const MB = 1024 * 1024;
export const UPLOAD_MAX_BYTES = 50 * MB;
export const UPLOAD_SUPPLIER_MAX_BYTES = 10 * MB;
export const UPLOAD_BID_DOCUMENT_MAX_BYTES = 200 * MB;
export const UPLOAD_MAX_COUNT = 20;
export const UPLOAD_DEFAULT_ACTION = 'plogin/upload';
// Business types whose uploads the server files under dataType 1 (spec 02 §5).
export const UPLOAD_DATA_TYPE_ONE_BUSINESS_TYPES = ['260', '270', '280', '290', '300'] as const;

export const PRODUCT_VERSION = 'e-commerce platform 1.0';

export const API_PREFIX = '/isp/portal';

/** Paths whose params and data must reach the server untouched (spec 01 §7). */
// The spec exempts the token and temporary-login calls. Every other call that carries a password
// is exempt too: stripping '<…>' from a password would silently change it.
export const UNSANITISED_URL_PARTS = [
  '/auth/oauth/token',
  '/auth/mobile/token',
  '/auth/token/refresh',
  '/user/userLoginTemp',
  '/user/userLogin',
  '/user/updatePw',
  '/user/updatePwByPhone',
  '/user/changSupplierPwd',
  '/plogin/registerUser',
] as const;
