// The server draws /home's first screen into the page (server/src/modules/first-screen) and names
// what in our tree stands for it. Our tree is laid out behind it, invisible, until that is drawn;
// then the first screen goes, in the same frame as the tree becomes visible, so the hand-over is
// one picture replacing a like one rather than the page blanking and loading again.
import { FIRST_SCREEN_HANDOVER_CLASS, FIRST_SCREEN_ID, FIRST_SCREEN_READY_ATTRIBUTE, FIRST_SCREEN_TIMEOUT_MS } from '@portal/shared/core';

/**
 * Removes the screen with transitions off under the root (FIRST_SCREEN_HANDOVER_CLASS) for the
 * frame that draws the tree uncovered, and on again the frame after, when nothing changes but them.
 */
function uncover(root: HTMLElement, screen: HTMLElement, view: Pick<Window, 'requestAnimationFrame'>): void {
  root.classList.add(FIRST_SCREEN_HANDOVER_CLASS);
  screen.remove();
  view.requestAnimationFrame(() => view.requestAnimationFrame(() => root.classList.remove(FIRST_SCREEN_HANDOVER_CLASS)));
}

/** Watches the root until the first screen's stand-in is drawn (or the time is up), then removes it. */
export function takeOverFirstScreen(doc: Document = document, timeoutMs = FIRST_SCREEN_TIMEOUT_MS): void {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  const root = doc.getElementById('root');
  if (!screen || !root) return;
  const readyWhen = screen.getAttribute(FIRST_SCREEN_READY_ATTRIBUTE) ?? '';
  const ready = () => {
    try {
      return root.querySelector(readyWhen) !== null;
    } catch {
      // A selector this host cannot read: show our own page at once rather than never.
      return true;
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (ready()) done();
  });
  function done() {
    observer.disconnect();
    clearTimeout(timer);
    if (screen?.isConnected) uncover(root!, screen, doc.defaultView ?? window);
  }
  if (ready()) return done();
  // The stand-in may be an element that stays and only loses its loading class or mark.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'data-loading'] });
  timer = setTimeout(done, timeoutMs);
}
