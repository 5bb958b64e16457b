/** The longest the host's boot waits for the first paint: a page that never reports one still starts. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser has shown what the server sent (the first screen or the frame): when
 * paint timing reports its first contentful paint, which is the frame reaching the screen. A frame
 * callback comes earlier, before the frame is presented, and what was asked for in between still
 * counted as holding that paint back. Without paint timing: after the next frame. A hidden tab
 * paints nothing and starts at once (a tab opened in the background starts as it did before).
 */
export function afterFirstPaint(win: Window & typeof globalThis = window): Promise<void> {
  return new Promise<void>((resolve) => {
    if (win.document.visibilityState === 'hidden') return resolve();
    win.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    const Observer = win.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      const observer = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
      return;
    }
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}
