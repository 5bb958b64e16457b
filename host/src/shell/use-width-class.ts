import { useSyncExternalStore } from 'react';
import { widthClass } from '@portal/shared/core';

// Read once and on resize, never during a render: React asks for the snapshot on every render of
// every user, and `innerWidth` lays the page out first whenever the DOM or a style changed since —
// during the first render, with styles added between its slices, that was 30 ms of forced layouts
// on /home.
let width = widthClass(window.innerWidth);
const listeners = new Set<() => void>();

window.addEventListener('resize', () => {
  const next = widthClass(window.innerWidth);
  if (next === width) return;
  width = next;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => width;

/** The layout width class (0–3) of the window, updated on resize. */
export const useWidthClass = () => useSyncExternalStore(subscribe, current, current);
