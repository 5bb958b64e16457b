import { PRELOAD_AFTER_PAINT } from '@portal/shared/core';

/**
 * How many after-paint links become preloads in one task. Each starts a request there and then,
 * about a millisecond apiece: all twenty of /home's at once were a task of 37–79 ms at Lighthouse's
 * 4× slower CPU, which with the boot's next step passed its 50 ms. The rest follow a task later.
 */
export const PRELOADS_PER_TASK = 8;

/**
 * Turns the page's after-paint links (PRELOAD_AFTER_PAINT: the host's first chunks, antd's styles,
 * the deferred antd parts the opened page draws) into preloads, at most `max` of them, in the
 * page's order: called once the server's first screen is painted, before the entry's first import,
 * and again until it answers 0. Answers how many it started.
 */
export function startAfterPaintPreloads(doc: Document = document, max = Infinity): number {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${PRELOAD_AFTER_PAINT}]`)].slice(0, max);
  for (const link of links) {
    link.removeAttribute(PRELOAD_AFTER_PAINT);
    link.rel = 'preload';
  }
  return links.length;
}
