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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

function subscribeReducedMotion(listener: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const prefersReducedMotion = () => reducedMotionQuery()?.matches ?? false;

/** Whether the person asked their system for less motion (followed live). */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

// antd's md breakpoint: below it forms stack and lists become cards.
const WIDE = '(min-width: 768px)';
const wideQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribeWidth(listener: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const isNarrow = () => !(wideQuery()?.matches ?? true);

/**
 * Whether the window is narrower than antd's md (a phone), right from the first render. antd's
 * `Grid.useBreakpoint` answers "narrow" until its layout effect has run, so a wide page was drawn
 * twice and whatever a narrow window wraps differently was mounted twice, its requests sent twice.
 */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribeWidth, isNarrow, () => false);
