// The first screen of /home as the server draws it into the page (server/src/modules/first-screen),
// shown until the host's React tree has drawn the same (host/src/first-screen/take-over.ts).

/** Written by each app's build beside its files: the texts below, per language, from its locales. */
export const FIRST_SCREEN_TEXTS_FILE = 'first-screen-texts.json';

/**
 * The texts each app's release lends the first screen, and where its build finds them. They come
 * from the live releases, so a remote released with new texts shows them in the first screen too.
 */
export const FIRST_SCREEN_TEXTS: Record<'host' | 'mf-public', { locales: string; keys: string[] }> = {
  host: {
    locales: 'src/portal-frame/locales',
    keys: ['favourite', 'links', 'login', 'register', 'title', 'subtitle', 'search', 'tabsLabel', 'tabs.home', 'tabs.tender', 'tabs.inquiry', 'tabs.award', 'tabs.info'],
  },
  'mf-public': {
    locales: 'src/locales',
    keys: ['banner.title', 'banner.subtitle', 'home.biddingArea', 'home.more', 'home.tabs.bidding', 'home.tabs.change', 'home.tabs.winning', 'home.tabs.termination'],
  },
};

/** Per language, key → text (flat keys, as listed above). */
export type FirstScreenTexts = Record<string, Record<string, string>>;

/** The element the server draws, and the attribute naming what in React's tree replaces it. */
export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_READY_ATTRIBUTE = 'data-ready-when';

/**
 * On the host's root for the frame in which the first screen goes: the server's first-screen style
 * turns transitions off under it. antd gives its controls `transition: all`, so uncovering the tree
 * (its root's `visibility: hidden` going, which every element inherits) started a 0.2 s transition
 * on each of them: dozens of animations run on the main thread for a change nobody sees.
 */
export const FIRST_SCREEN_HANDOVER_CLASS = 'first-screen-handover';

/** The host page says it can take the first screen over with this meta (host/src/index.html). */
export const FIRST_SCREEN_META = 'first-screen';

/** The language cookie the host keeps beside its stored language, so the server draws in it. */
export const LANGUAGE_COOKIE = 'isp-portal-lang';

/** The browser's time zone (IANA name), kept the same way: the first screen's dates are the browser's. */
export const ZONE_COOKIE = 'isp-portal-zone';

/** The colour the visitor picked (preferences' themeColor): links and the current tab are drawn in its readable shade. */
export const COLOUR_COOKIE = 'isp-portal-colour';

/** Without the cookie (a first visit) dates are drawn in the group's zone. */
export const FIRST_SCREEN_DEFAULT_ZONE = 'Asia/Shanghai';

/** Past this, React's page is shown whatever it has drawn (a stuck call must not hide the portal). */
export const FIRST_SCREEN_TIMEOUT_MS = 8000;
