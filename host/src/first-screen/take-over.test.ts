import { FIRST_SCREEN_HANDOVER_CLASS } from '@portal/shared/core';
import { takeOverFirstScreen } from './take-over';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(readyWhen = '.rows:not(.loading)') {
  document.body.innerHTML = `<div id="first-screen" data-ready-when="${readyWhen}"><a href="/x">row</a></div><div id="root"></div>`;
  return { root: document.getElementById('root')!, screen: () => document.getElementById('first-screen') };
}

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('taking over the first screen', () => {
  it('keeps it while the tree has not drawn its stand-in, and removes it once it has', async () => {
    const { root, screen } = page();
    takeOverFirstScreen();
    root.innerHTML = '<div class="rows loading"></div>';
    await flush();
    expect(screen()).not.toBeNull();
    // The stand-in is the same element losing its loading class, not a new one.
    root.querySelector('.rows')!.classList.remove('loading');
    await flush();
    expect(screen()).toBeNull();
  });

  it('notices a stand-in that only loses its loading mark', async () => {
    const { root, screen } = page('.rows:not([data-loading])');
    takeOverFirstScreen();
    root.innerHTML = '<div class="rows" data-loading="true"></div>';
    await flush();
    expect(screen()).not.toBeNull();
    root.querySelector('.rows')!.removeAttribute('data-loading');
    await flush();
    expect(screen()).toBeNull();
  });

  it("uncovers the tree with its transitions off for that frame, and on again the frame after", () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { root, screen } = page('.rows');
    root.innerHTML = '<div class="rows"></div>';
    takeOverFirstScreen();
    expect(screen()).toBeNull();
    expect(root.classList.contains(FIRST_SCREEN_HANDOVER_CLASS)).toBe(true);
    frames.shift()!(0);
    // The frame that draws the tree uncovered: still off.
    expect(root.classList.contains(FIRST_SCREEN_HANDOVER_CLASS)).toBe(true);
    frames.shift()!(16);
    expect(root.classList.contains(FIRST_SCREEN_HANDOVER_CLASS)).toBe(false);
    frame.mockRestore();
  });

  it('shows the tree after the time limit whatever it has drawn', () => {
    jest.useFakeTimers();
    const { screen } = page();
    takeOverFirstScreen(document, 1000);
    jest.advanceTimersByTime(999);
    expect(screen()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(screen()).toBeNull();
  });

  it('shows the tree at once when the stand-in cannot be looked for', () => {
    const { screen } = page('[[not a selector');
    takeOverFirstScreen();
    expect(screen()).toBeNull();
  });

  it('does nothing on a page without a first screen', () => {
    document.body.innerHTML = '<div id="root"><p>page</p></div>';
    takeOverFirstScreen();
    expect(document.body.innerHTML).toBe('<div id="root"><p>page</p></div>');
  });
});
