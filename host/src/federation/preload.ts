import { loadDeferredUi, pendingDeferredUi } from '../ui/deferred-ui';
import { preloadRemoteApp } from './remote-loader';
import type { RegistryEntry } from './registry';

/** Marked when preloading starts, so a browser test can tell what was fetched before the page was idle. */
export const PRELOAD_MARK = 'portal:preload';
/** Marked whenever nothing the visitor may open is left to preload, so a browser test can tell what never will be. */
export const PRELOAD_DONE_MARK = 'portal:preload-done';
/**
 * How long after the first page has mounted preloading waits: the page's own data calls and the
 * rendering of their answers come first. Idle callbacks alone fired while those calls were out,
 * so on two cores the other remotes' entries were fetched and compiled before the first notice row
 * showed (13 % more requests and bytes on /home, measured with `pnpm bench:web`).
 */
export const AFTER_FIRST_PAGE_MS = 2_000;
/** A first page that never mounts a remote (a host page, a remote that failed) still lets preloading start. */
export const FIRST_PAGE_FALLBACK_MS = 10_000;
/**
 * How many deferred antd parts are asked for in one task. All twenty-odd at once made one task of
 * 20–40 ms (a chunk load each through the federation runtime); a few per task keeps each short,
 * and all of them are still asked for within milliseconds.
 */
export const UI_PARTS_PER_TASK = 4;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

let firstPageShown: (() => void) | undefined;
const firstPage = new Promise<void>((resolve) => (firstPageShown = resolve));

/** Called by a page once its content has mounted; the first call lets preloading begin. */
export function notePageMounted(): void {
  firstPageShown?.();
}

function whenIdle(target: IdleWindow, callback: () => void): void {
  if (target.requestIdleCallback) target.requestIdleCallback(callback, { timeout: 15_000 });
  else target.setTimeout(callback, 2_000);
}

export interface PreloadOptions {
  target?: IdleWindow;
  pageShown?: Promise<void>;
  /**
   * Whether the visitor may open a page of this remote now. One that may not (a visitor and the
   * supplier centre) is not fetched: its code would never run. It is offered again when the
   * session changes (a login).
   */
  mayOpen?: (entry: RegistryEntry) => boolean;
  /** Subscribes to changes of the session. */
  sessionChanges?: (listener: () => void) => unknown;
  /** The deferred antd parts still to fetch (host/src/ui/deferred-ui.ts), asked when preloading starts. */
  uiParts?: () => string[];
  /** Fetches one of them. */
  loadUiPart?: (name: string) => Promise<unknown>;
}

/**
 * Once the page has loaded, its first page has mounted (plus AFTER_FIRST_PAGE_MS) and the browser
 * is idle, fetches the deferred parts of antd and the entry and `./app` of each remote the visitor
 * may open, one at a time (each in its own idle period), so a later page opens without waiting,
 * and nothing of this competes with what the first page needs. The antd parts go first, a few per
 * task (UI_PARTS_PER_TASK). Failures are quiet: opening the page retries and reports.
 */
export function preloadWhenIdle(entries: RegistryEntry[], options: PreloadOptions = {}): void {
  const { target = window as IdleWindow, pageShown = firstPage, mayOpen = () => true, uiParts = pendingDeferredUi, loadUiPart = (name) => loadDeferredUi([name]) } = options;
  const waiting = [...entries];
  let parts: string[] = [];
  let started = false;
  let running = false;
  const next = (): void => {
    if (parts.length > 0) {
      for (const part of parts.splice(0, UI_PARTS_PER_TASK)) loadUiPart(part).catch(() => undefined);
      target.setTimeout(next, 0);
      return;
    }
    const index = waiting.findIndex((entry) => mayOpen(entry));
    if (index === -1) {
      running = false;
      target.performance.mark(PRELOAD_DONE_MARK);
      return;
    }
    const [entry] = waiting.splice(index, 1);
    void preloadRemoteApp(entry.name).finally(() => whenIdle(target, next));
  };
  const start = (): void => {
    if (started) return;
    started = true;
    running = true;
    whenIdle(target, () => {
      target.performance.mark(PRELOAD_MARK);
      // The rest of antd first (host/src/ui/deferred-ui.ts): most later pages draw a table or a picker.
      parts = [...uiParts()];
      next();
    });
  };
  options.sessionChanges?.(() => {
    if (!started || running || !waiting.some((entry) => mayOpen(entry))) return;
    running = true;
    whenIdle(target, next);
  });
  const afterFirstPage = (): void => {
    void pageShown.then(() => target.setTimeout(start, AFTER_FIRST_PAGE_MS));
    target.setTimeout(start, FIRST_PAGE_FALLBACK_MS);
  };
  if (target.document.readyState === 'complete') afterFirstPage();
  else target.addEventListener('load', afterFirstPage, { once: true });
}
