import { PRELOAD_AFTER_PAINT } from '@portal/shared/core';
import { startAfterPaintPreloads } from './after-paint-preloads';

describe('startAfterPaintPreloads', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      `<link id="antd-styles" ${PRELOAD_AFTER_PAINT} as="style" href="/antd.1.css">`,
      `<link ${PRELOAD_AFTER_PAINT} as="script" href="/libraries.1.js">`,
      '<link rel="icon" href="/favicon.ico">',
    ].join('');
  });

  it('turns every after-paint link into a preload, once, and leaves the others alone', () => {
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect(startAfterPaintPreloads()).toBe(2);
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['/antd.1.css', 'style'],
      ['/libraries.1.js', 'script'],
    ]);
    // The stylesheet's tag keeps its id: PortalRoot finds antd's prebuilt styles by it.
    expect(document.getElementById('antd-styles')?.getAttribute('href')).toBe('/antd.1.css');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('rel')).toBe('icon');
    expect(startAfterPaintPreloads()).toBe(0);
  });

  it('starts at most the number asked for, in the page\'s order, and the rest on the next calls', () => {
    expect(startAfterPaintPreloads(document, 1)).toBe(1);
    expect([...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(['/antd.1.css']);
    expect(startAfterPaintPreloads(document, 1)).toBe(1);
    expect(startAfterPaintPreloads(document, 1)).toBe(0);
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
  });
});
