// Whether the side menu is folded, per form factor (issue 35). On a desktop it is the user's
// preference, kept with the others (preferences.collapsed). Below 992 px the menu floats over the
// page and folds itself after each choice: that state lives only in this page's memory and starts
// folded, so what a phone did never reaches the stored preference, and the desktop opens the
// menu as the user last left it there.
import { useSyncExternalStore } from 'react';
import { preferences } from '@portal/shared/core';
import { usePreferences } from '@portal/shared/react';
import { useWidthClass } from './use-width-class';

/** Width classes 0 and 1 (below 992 px): the menu floats over the page. */
export const isFloatingMenu = (widthClass: number) => widthClass <= 1;

let floatingOpen = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => floatingOpen;

/** Opens or folds the floating menu of a narrow window (never stored). */
export function setFloatingMenuOpen(open: boolean): void {
  if (floatingOpen === open) return;
  floatingOpen = open;
  for (const listener of listeners) listener();
}

export interface MenuFold {
  collapsed: boolean;
  /** The header's fold button: the floating menu in a narrow window, the stored preference otherwise. */
  toggle(): void;
  /** After a page is chosen from the menu: a floating menu gets out of the page's way. */
  chosen(): void;
}

export function useMenuFold(): MenuFold {
  const { collapsed: preferred } = usePreferences();
  const floating = isFloatingMenu(useWidthClass());
  const open = useSyncExternalStore(subscribe, read, read);
  return {
    collapsed: floating ? !open : preferred,
    toggle: () => (floating ? setFloatingMenuOpen(!open) : preferences.update({ collapsed: !preferred })),
    chosen: () => {
      if (floating) setFloatingMenuOpen(false);
    },
  };
}
