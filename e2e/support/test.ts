// The suite's `test`: Playwright's, except that a worker keeps one browser context per set of
// context options and hands it to test after test, emptied of everything the portal or a test left
// in it (pages, cookies, storage, permissions, routes) but not of the browser's HTTP and code
// caches. A fresh context per test made every test's first page fetch and compile the host, the
// remotes and antd again; with the caches kept, a test pays that once per worker.
//
// A test keeps the isolation it relies on: a context that a test changed in a way the emptying
// cannot undo (an init script, a listener, extra headers, offline, geolocation, exposed functions)
// is closed after it, and so is one whose test failed. A retry always runs in a fresh context, the
// one Playwright records its trace in. Tests that are about a first visit make their own context
// with `browser.newContext()`, as before.
import { test as base, type BrowserContext, type BrowserContextOptions, type TestInfo } from '@playwright/test';

/** What a test did to its context that emptying it cannot undo. */
const LASTING_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setOffline',
  'setGeolocation',
  'setHTTPCredentials',
  'on',
  'once',
  'addListener',
  'prependListener',
  'routeFromHAR',
  'routeWebSocket',
] as const;

/** Storage the next test must not find (Chromium's names); the HTTP and code caches stay. */
const STORAGE_TYPES = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage,storage_buckets';

interface Kept {
  context: BrowserContext;
  /** Set by any of LASTING_CHANGES during the current test. */
  changed: boolean;
}

function watchLastingChanges(kept: Kept): void {
  const context = kept.context as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of LASTING_CHANGES) {
    const original = context[name].bind(kept.context);
    context[name] = (...args: unknown[]) => {
      kept.changed = true;
      return original(...args);
    };
  }
}

/** Origins whose storage a test may have written: the base address and wherever its pages are. */
function originsOf(context: BrowserContext, baseURL: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const address of [baseURL, ...context.pages().map((page) => page.url())]) {
    if (!address) continue;
    const url = new URL(address);
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  }
  return origins;
}

/** Empties a kept context for the next test; answers false when it cannot be trusted to be empty. */
async function empty(context: BrowserContext, baseURL: string | undefined): Promise<boolean> {
  try {
    const origins = originsOf(context, baseURL);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
    await cdp.detach();
    await Promise.all(context.pages().map((open) => open.close()));
    await context.clearCookies();
    await context.clearPermissions();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    return true;
  } catch {
    return false;
  }
}

/** The context options a test asked for, as a key: tests with the same options share a context. */
function optionsKey(options: BrowserContextOptions): string {
  return JSON.stringify(options, (_key, value: unknown) => (value === undefined ? null : value));
}

const failed = (testInfo: TestInfo) => testInfo.status !== testInfo.expectedStatus;

const keptContextTest = base.extend<object, { keptContexts: Map<string, Kept> }>({
  keptContexts: [
    async ({}, use) => {
      const kept = new Map<string, Kept>();
      await use(kept);
      await Promise.all([...kept.values()].map(({ context }) => context.close().catch(() => undefined)));
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      keptContexts,
      baseURL,
      locale,
      timezoneId,
      viewport,
      colorScheme,
      contextOptions,
      storageState,
      userAgent,
      extraHTTPHeaders,
      permissions,
      geolocation,
      offline,
      javaScriptEnabled,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      httpCredentials,
      ignoreHTTPSErrors,
      acceptDownloads,
      bypassCSP,
      serviceWorkers,
      actionTimeout,
      navigationTimeout,
    },
    use,
    testInfo,
  ) => {
    // Emptying would take away what these options put into a context (cookies, granted
    // permissions) or cannot reset (headers, offline): a test that sets one gets a fresh context.
    const lasting = { ...contextOptions, storageState, permissions, geolocation, extraHTTPHeaders, httpCredentials, offline };
    const keepable = !lasting.storageState && !lasting.permissions?.length && !lasting.geolocation && !lasting.extraHTTPHeaders && !lasting.httpCredentials && !lasting.offline;
    // With no options, newContext takes the test's own (Playwright sets them for each test).
    if (testInfo.retry > 0 || !keepable) {
      const fresh = await browser.newContext();
      await use(fresh);
      await fresh.close();
      return;
    }
    const key = optionsKey({ baseURL, locale, timezoneId, viewport, colorScheme, ...contextOptions, userAgent, javaScriptEnabled, hasTouch, isMobile, deviceScaleFactor, ignoreHTTPSErrors, acceptDownloads, bypassCSP, serviceWorkers });
    let kept = keptContexts.get(key);
    if (!kept) {
      kept = { context: await browser.newContext(), changed: false };
      watchLastingChanges(kept);
      keptContexts.set(key, kept);
    }
    // A kept context was made in an earlier test, whose timeouts may differ from this one's.
    kept.context.setDefaultTimeout(actionTimeout || 0);
    kept.context.setDefaultNavigationTimeout(navigationTimeout || 0);
    await use(kept.context);
    if (kept.changed || failed(testInfo) || !(await empty(kept.context, baseURL))) {
      keptContexts.delete(key);
      await kept.context.close();
    }
  },
});

/** E2E_FRESH_CONTEXTS=1 gives every test a fresh context, to tell whether a failure comes from sharing. */
export const test: typeof base = process.env.E2E_FRESH_CONTEXTS === '1' ? base : keptContextTest;

export { expect } from '@playwright/test';
