import { act, renderHook } from '@testing-library/react';
import { useWidthClass } from './use-width-class';

let reads = 0;
function windowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    get: () => {
      reads += 1;
      return width;
    },
  });
  window.dispatchEvent(new Event('resize'));
}

test('follows the window across the breakpoints', () => {
  windowWidth(412);
  const { result } = renderHook(() => useWidthClass());
  expect(result.current).toBe(0);
  act(() => windowWidth(1280));
  expect(result.current).toBe(3);
  act(() => windowWidth(800));
  expect(result.current).toBe(1);
});

test('a render does not read the window width (each read may lay the page out)', () => {
  windowWidth(1000);
  reads = 0;
  const { result, rerender } = renderHook(() => useWidthClass());
  rerender();
  rerender();
  expect(result.current).toBe(2);
  expect(reads).toBe(0);
});
