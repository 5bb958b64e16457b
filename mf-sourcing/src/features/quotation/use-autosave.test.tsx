import { act, render } from '@testing-library/react';
import { useAutosave, type AutosaveOptions } from './use-autosave';

function Probe(props: AutosaveOptions) {
  useAutosave(props);
  return null;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const options = (over: Partial<AutosaveOptions> = {}): AutosaveOptions => ({
  dirty: true,
  enabled: true,
  save: jest.fn(() => Promise.resolve()),
  saveAsPageLeaves: jest.fn(() => true),
  ...over,
});

test('unsaved changes are temp-saved every 30 seconds, and nothing is sent while all is saved', async () => {
  const o = options();
  const { rerender } = render(<Probe {...o} />);
  await act(async () => jest.advanceTimersByTime(29_999));
  expect(o.save).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(o.save).toHaveBeenCalledTimes(1);
  rerender(<Probe {...o} dirty={false} />);
  await act(async () => jest.advanceTimersByTime(60_000));
  expect(o.save).toHaveBeenCalledTimes(1);
});

test('leaving the page (tab hidden, pagehide) saves with keepalive; a sent quotation is never saved', () => {
  const o = options();
  const { rerender } = render(<Probe {...o} />);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
  expect(o.saveAsPageLeaves).toHaveBeenCalledTimes(2);
  rerender(<Probe {...o} enabled={false} />);
  window.dispatchEvent(new Event('pagehide'));
  expect(o.saveAsPageLeaves).toHaveBeenCalledTimes(2);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

test('a keepalive that cannot be sent falls back to an ordinary save; leaving inside the portal saves too', () => {
  const o = options({ saveAsPageLeaves: jest.fn(() => false) });
  const { unmount } = render(<Probe {...o} />);
  window.dispatchEvent(new Event('pagehide'));
  expect(o.save).toHaveBeenCalledTimes(1);
  unmount();
  expect(o.save).toHaveBeenCalledTimes(2);
});
