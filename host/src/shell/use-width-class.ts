import { useSyncExternalStore } from 'react';
import { widthClass } from '@portal/shared/core';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const current = () => widthClass(window.innerWidth);

/** The layout width class (0–3) of the window, updated on resize. */
export const useWidthClass = () => useSyncExternalStore(subscribe, current, current);
