import { FIRST_PAINT_WAIT_MS, afterFirstPaint } from './after-first-paint';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A window whose paint timing is driven by the test: `paint(name)` reports a paint entry. */
function fakeWindow(opts: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const observers: PaintCallback[] = [];
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = opts.paintTiming === false ? ['mark'] : ['mark', 'paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const win = {
    document: { visibilityState: opts.hidden ? 'hidden' : 'visible' },
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) => [...observers].forEach((callback) => callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }));
  return { win, paint, frames, observers };
}

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first contentful paint, not the first paint of nothing', async () => {
    const { win, paint, observers } = fakeWindow();
    const painted = afterFirstPaint(win);
    paint('first-paint');
    expect(await settled(painted)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('starts a hidden tab at once: it paints nothing', async () => {
    expect(await settled(afterFirstPaint(fakeWindow({ hidden: true }).win))).toBe(true);
  });

  it('without paint timing, starts after the next frame', async () => {
    const { win, frames } = fakeWindow({ paintTiming: false });
    const painted = afterFirstPaint(win);
    expect(await settled(painted)).toBe(false);
    frames.forEach((frame) => frame());
    jest.advanceTimersByTime(0);
    expect(await settled(painted)).toBe(true);
  });

  it('starts anyway when no paint is reported in time', async () => {
    const painted = afterFirstPaint(fakeWindow().win);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });
});
