import { preloadRemoteApp } from './remote-loader';
import type { RegistryEntry } from './registry';

/** Marked when preloading starts, so a browser test can tell what was fetched before the page was idle. */
export const PRELOAD_MARK = 'portal:preload';

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

function whenIdle(target: IdleWindow, callback: () => void): void {
  if (target.requestIdleCallback) target.requestIdleCallback(callback, { timeout: 15_000 });
  else target.setTimeout(callback, 2_000);
}

/**
 * Once the page has loaded and the browser is idle, fetches each remote's entry and `./app` one
 * at a time (each in its own idle period), so a later page opens without waiting, and nothing of
 * this competes with what the first page needs. Failures are quiet: opening the page retries and
 * reports.
 */
export function preloadWhenIdle(entries: RegistryEntry[], target: IdleWindow = window): void {
  const queue = [...entries];
  const next = (): void => {
    const entry = queue.shift();
    if (!entry) return;
    void preloadRemoteApp(entry.name).finally(() => whenIdle(target, next));
  };
  const start = (): void =>
    whenIdle(target, () => {
      target.performance.mark(PRELOAD_MARK);
      next();
    });
  if (target.document.readyState === 'complete') start();
  else target.addEventListener('load', start, { once: true });
}
