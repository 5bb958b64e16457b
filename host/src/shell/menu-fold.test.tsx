import { act, renderHook } from '@testing-library/react';
import { preferences } from '@portal/shared/core';
import { setFloatingMenuOpen, useMenuFold } from './menu-fold';

function windowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  preferences.reset();
  setFloatingMenuOpen(false);
});

test('on a phone the menu starts folded, opens and folds after a choice without touching the stored preference', () => {
  windowWidth(412);
  const { result } = renderHook(() => useMenuFold());
  expect(result.current.collapsed).toBe(true);
  act(() => result.current.toggle());
  expect(result.current.collapsed).toBe(false);
  act(() => result.current.chosen());
  expect(result.current.collapsed).toBe(true);
  expect(preferences.getState().collapsed).toBe(false);
});

test('the desktop opens the menu as it was left on the desktop, whatever the phone did', () => {
  windowWidth(412);
  const { result } = renderHook(() => useMenuFold());
  act(() => result.current.toggle());
  act(() => result.current.chosen());
  act(() => windowWidth(1280));
  expect(result.current.collapsed).toBe(false);
  act(() => result.current.toggle());
  expect(result.current.collapsed).toBe(true);
  expect(preferences.getState().collapsed).toBe(true);
  // Back on the narrow window the floating menu is its own: folded, and the desktop's choice stays.
  act(() => windowWidth(412));
  act(() => result.current.toggle());
  expect(result.current.collapsed).toBe(false);
  expect(preferences.getState().collapsed).toBe(true);
});
