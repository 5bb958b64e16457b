import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { holdRequests } from '../../support/held-requests';

// /home's first screen, drawn by the server into the page (server/src/modules/first-screen): the
// newest tender notices are links before any script runs, and the page's own rows take their
// place where they stood, so the hand-over does not move what the visitor is reading.

type Box = { x: number; y: number; width: number; height: number };
interface TenderList {
  records: { infoTitle: string; infoTitleEn: string | null }[];
}

const newest = async (page: Page) => (await (await page.request.get('/isp/portal/tenderNotice/getMainPageInfoByIsp', { params: { current: 1, size: 5 } })).json()) as TenderList;

async function withoutScripts<T>(browser: Browser, baseURL: string | undefined, width: number, run: (page: Page) => Promise<T>, cookie?: { name: string; value: string }): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 900 } });
  if (cookie) await context.addCookies([{ ...cookie, url: baseURL! }]);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const boxes = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));

test('without scripts, /home shows the five newest tender notices as links, with the top tabs', async ({ browser, baseURL, page }) => {
  const { records } = await newest(page);
  await withoutScripts(browser, baseURL, 1280, async (bare) => {
    await bare.goto('/home');
    const rows = bare.getByTestId('first-screen-row');
    await expect(rows).toHaveCount(5);
    await expect(rows).toHaveText(records.map((n) => n.infoTitle));
    await expect(rows.first()).toHaveAttribute('href', /^\/(ten_notice_preview_content|infoMainView)\?/);
    await expect(rows.first()).toHaveAttribute('target', '_blank');
    await expect(bare.locator('#first-screen nav a')).toHaveCount(5);
    await expect(bare.locator('#first-screen nav a[aria-current="page"]')).toHaveAttribute('href', '/home');
    // What the visitor cannot see yet is not drawn at all: the root is empty.
    await expect(bare.locator('#root')).toBeEmpty();
  });
});

test('/home fetches nothing but its entry script until the first screen is on screen, then its chunks and styles', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  const fetched = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const resources = performance.getEntriesByType('resource');
    const paths = (list: PerformanceEntry[]) => list.map((entry) => new URL(entry.name).pathname);
    return { before: paths(resources.filter((r) => r.startTime < painted)), after: paths(resources.filter((r) => r.startTime >= painted)) };
  });
  // Asked for while the browser paints what the server sent, they held that paint back on a slow link.
  expect(fetched.before).toEqual(['/main.js']);
  expect(fetched.after).toEqual(expect.arrayContaining([expect.stringMatching(/^\/libraries\.\w+\.js$/), expect.stringMatching(/^\/antd\.\w+\.css$/), '/mf/registry.json']));
});

test("every script /home runs before its own rows, the host's and its page's remote's, was named by the page and fetched once", async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="notice-row"]')) return;
      (window as unknown as { rowsAt: number }).rowsAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/home');
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  const { fetched, named } = await page.evaluate(() => {
    const rowsAt = (window as unknown as { rowsAt: number }).rowsAt;
    const path = (url: string) => new URL(url, location.href).pathname;
    return {
      // The host's own scripts, the entry aside, and those of the remote whose page /home is.
      fetched: performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < rowsAt && /^\/(remotes\/mf-public\/[\w.-]+\/)?[\w.-]+\.js$/.test(path(r.name)) && path(r.name) !== '/main.js')
        .map((r) => path(r.name)),
      named: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => path(link.href)),
    };
  });
  expect(fetched.filter((file) => file.startsWith('/remotes/mf-public/')).length).toBeGreaterThan(2);
  // A chunk the boot imports through the share scope (the portal runtime, antd's own parts), and the
  // remote's entry, ./app and page, were once fetched only when the script before them had run.
  expect(fetched.filter((file) => !named.includes(file))).toEqual([]);
  // A preload the script tag did not match (another CORS mode) would be fetched a second time.
  expect(fetched.length).toBe(new Set(fetched).size);
});

test('the first screen is in the language the page last showed, kept in a cookie', async ({ browser, baseURL, page }) => {
  const { records } = await newest(page);
  await withoutScripts(
    browser,
    baseURL,
    1280,
    async (bare) => {
      await bare.goto('/home');
      await expect(bare.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(bare.getByTestId('first-screen-row')).toHaveText(records.map((n) => n.infoTitleEn ?? n.infoTitle));
    },
    { name: 'isp-portal-lang', value: 'en-US' },
  );
  // The page writes the cookie when the language changes.
  await page.goto('/home');
  await page.getByTestId('language-switch').hover();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'isp-portal-lang')?.value).toBe('vi-VN');
});

test('the first screen draws the current tab and the links in the colour the visitor picked', async ({ browser, baseURL, page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('isp-portal-preferences', JSON.stringify({ dataType: 'object', content: { themeColor: '#F5222D' }, type: 'local', datetime: Date.now() })),
  );
  await page.goto('/home');
  const activeTab = page.getByTestId('home-bidding').locator('[role="tab"][aria-selected="true"]');
  await expect(activeTab).toBeVisible();
  const drawn = { tab: await activeTab.evaluate((el) => getComputedStyle(el).color), more: await page.getByTestId('bidding-more').evaluate((el) => getComputedStyle(el).color) };
  const colour = (await page.context().cookies()).find((c) => c.name === 'isp-portal-colour')?.value;
  expect(decodeURIComponent(colour ?? '')).toBe('#F5222D');
  const first = await withoutScripts(
    browser,
    baseURL,
    1280,
    async (bare) => {
      await bare.goto('/home');
      return {
        tab: await bare.locator('.fs-block-tabs .active').evaluate((el) => getComputedStyle(el).color),
        more: await bare.locator('.fs-extra a').evaluate((el) => getComputedStyle(el).color),
      };
    },
    { name: 'isp-portal-colour', value: colour! },
  );
  expect(first).toEqual(drawn);
  expect(first.tab).not.toBe('rgb(45, 111, 178)');
});

test('nothing animates in the page laid out behind the first screen, nor when it is uncovered', async ({ page }) => {
  // With motion, as most visitors have it (the tests otherwise ask for less: antd then has none).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // The tender list is held, so the first screen stands while the blocks behind it load.
  const release = await holdRequests(page, '**/tenderNotice/getMainPageInfoByIsp**');
  await page.goto('/home');
  await expect(page.locator('#root .ant-spin-spinning').first()).toBeAttached();
  await expect(page.locator('#first-screen')).toHaveCount(1);
  const behind = () =>
    page.evaluate(() => {
      const root = document.getElementById('root')!;
      const inRoot = document.getAnimations().filter((a) => a.effect instanceof KeyframeEffect && a.effect.target && root.contains(a.effect.target));
      const running = inRoot.filter((a) => a.playState === 'running');
      return { all: inRoot.length, running: running.map((a) => (a instanceof CSSTransition ? a.transitionProperty : (a as CSSAnimation).animationName)) };
    });
  const before = await behind();
  expect(before.all).toBeGreaterThan(0);
  expect(before.running).toEqual([]);
  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // Uncovering the tree starts no transition of its visibility (antd's controls have `transition:
  // all`). The held list's own spinner may still fade out: that one is seen.
  const uncovering = await page.evaluate(() =>
    document.getAnimations().filter((a) => a instanceof CSSTransition && a.transitionProperty === 'visibility').length,
  );
  expect(uncovering).toBe(0);
});

for (const width of [1280, 412]) {
  test(`at ${width} px the page's own rows take the first screen's place where it drew them`, async ({ browser, baseURL, page }) => {
    const drawn = await withoutScripts(browser, baseURL, width, async (bare) => {
      await bare.goto('/home');
      return { rows: await boxes(bare, '[data-testid="first-screen-row"]'), hrefs: await bare.getByTestId('first-screen-row').evaluateAll((els) => els.map((el) => el.getAttribute('href'))) };
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    const own = page.getByTestId('bidding-table-bidding').getByTestId('notice-row');
    await expect(own).toHaveCount(5);
    await expect(own.first()).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    expect(await own.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(drawn.hrefs);
    const taken = await boxes(page, '[data-testid="bidding-table-bidding"] [data-testid="notice-row"]');
    for (const [i, box] of taken.entries()) {
      expect(Math.abs(box.x - drawn.rows[i].x), `row ${i} x`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.y - drawn.rows[i].y), `row ${i} y`).toBeLessThanOrEqual(1);
    }
  });
}

for (const lang of ['zh-CN', 'en-US', 'vi-VN']) {
  test(`axe finds nothing serious on the first screen in ${lang}`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'isp-portal-lang', value: lang, url: baseURL! }]);
    // The host's scripts never arrive: the first screen stays, as a slow connection shows it.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/home');
    await expect(page.getByTestId('first-screen-row')).toHaveCount(5);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
