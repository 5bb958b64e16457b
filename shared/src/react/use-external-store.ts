import { useSyncExternalStore } from 'react';
import { errorLog, getLanguage, i18n, preferences, session, type Language } from '@portal/shared/core';

// Every remote is its own React root: shell state reaches it through these stores, not context.
export const usePortalSession = () => useSyncExternalStore(session.subscribe, session.getState, session.getState);

export const usePreferences = () => useSyncExternalStore(preferences.subscribe, preferences.getState, preferences.getState);

export const useErrorLog = () => useSyncExternalStore(errorLog.subscribe, errorLog.getState, errorLog.getState);

function subscribeLanguage(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

export const useLanguage = (): Language => useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);

/** A media query followed live; `otherwise` where the browser has no matchMedia (and on a server). */
function mediaQueryHook(media: string, otherwise: boolean): () => boolean {
  const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null);
  const subscribe = (listener: () => void) => {
    const list = query();
    list?.addEventListener('change', listener);
    return () => list?.removeEventListener('change', listener);
  };
  const matches = () => query()?.matches ?? otherwise;
  return () => useSyncExternalStore(subscribe, matches, () => otherwise);
}

/** Whether the person asked their system for less motion (followed live). */
export const useReducedMotion = mediaQueryHook('(prefers-reduced-motion: reduce)', false);

/**
 * Whether the window is narrower than antd's md breakpoint (768 px: forms stack, lists become
 * cards), right from the first render. antd's `Grid.useBreakpoint` answers "narrow" until its layout
 * effect has run, so a wide page was drawn twice and whatever a narrow window wraps differently was
 * mounted twice, its requests sent twice.
 */
export const useNarrowScreen = mediaQueryHook('(max-width: 767.98px)', false);
