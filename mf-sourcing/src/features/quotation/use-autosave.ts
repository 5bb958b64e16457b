import { useEffect, useRef } from 'react';

export const AUTOSAVE_INTERVAL_MS = 30_000;

export interface AutosaveOptions {
  /** Something was typed since the last save. */
  dirty: boolean;
  /** False while nothing may be saved (a sent quotation, past the deadline). */
  enabled: boolean;
  /** A temp save while the page is there (quiet: the page shows its own "saved at"). */
  save: () => Promise<unknown>;
  /** The same save as the page goes away, with keepalive; false when it could not be sent that way. */
  saveAsPageLeaves: () => boolean;
  intervalMs?: number;
}

/**
 * Temp-saves a quotation every 30 s while it has unsaved changes, and once more as the page goes
 * away: when the tab is hidden (switching apps on a phone, closing the tab: visibilitychange is the
 * last event a mobile browser reliably fires), on pagehide (reload, navigation) and when the page is
 * left inside the portal (the component unmounts).
 */
export function useAutosave({ dirty, enabled, save, saveAsPageLeaves, intervalMs = AUTOSAVE_INTERVAL_MS }: AutosaveOptions): void {
  const latest = useRef({ dirty, enabled, save, saveAsPageLeaves });
  latest.current = { dirty, enabled, save, saveAsPageLeaves };
  const saving = useRef(false);

  useEffect(() => {
    const tick = () => {
      const { dirty: d, enabled: e, save: s } = latest.current;
      if (!d || !e || saving.current) return;
      saving.current = true;
      s().catch(() => undefined).finally(() => (saving.current = false));
    };
    const timer = setInterval(tick, intervalMs);
    const leave = () => {
      const { dirty: d, enabled: e, saveAsPageLeaves: s, save: fallback } = latest.current;
      if (!d || !e) return;
      if (!s()) fallback().catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      // Left inside the portal (another page, the tab closed in the tag bar): the page is still
      // there, so an ordinary save.
      const { dirty: d, enabled: e, save: s } = latest.current;
      if (d && e) s().catch(() => undefined);
    };
  }, [intervalMs]);
}
