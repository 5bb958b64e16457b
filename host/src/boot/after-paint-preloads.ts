import { PRELOAD_AFTER_PAINT } from '@portal/shared/core';

/**
 * Turns the page's after-paint links (PRELOAD_AFTER_PAINT: the host's first chunks, antd's styles,
 * the deferred antd parts the opened page draws) into preloads, all at once: called once the
 * server's first screen is painted, before the entry's first import. Answers how many it started.
 */
export function startAfterPaintPreloads(doc: Document = document): number {
  const links = doc.querySelectorAll<HTMLLinkElement>(`link[${PRELOAD_AFTER_PAINT}]`);
  for (const link of links) {
    link.removeAttribute(PRELOAD_AFTER_PAINT);
    link.rel = 'preload';
  }
  return links.length;
}
