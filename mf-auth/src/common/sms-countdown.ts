// The 60-second SMS resend countdown (spec 01 §4), kept in local storage as the moment it ends so
// that a reload (or a second tab) shows the same remaining seconds.
import { useCallback, useEffect, useState } from 'react';
import { SMS_COUNTDOWN_S, getStore, removeStore, setStore } from '@portal/shared/core';

const keyOf = (purpose: string) => `sms-countdown-${purpose}`;

function remaining(purpose: string): number {
  const endsAt = getStore<number>({ name: keyOf(purpose) });
  if (typeof endsAt !== 'number') return 0;
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** Seconds left (0 = the button may send) and start() to begin a new countdown. */
export function useSmsCountdown(purpose: string): { seconds: number; start: () => void } {
  const [seconds, setSeconds] = useState(() => remaining(purpose));
  useEffect(() => {
    if (seconds <= 0) {
      removeStore({ name: keyOf(purpose) });
      return;
    }
    const timer = setTimeout(() => setSeconds(remaining(purpose)), 1000);
    return () => clearTimeout(timer);
  }, [seconds, purpose]);
  const start = useCallback(() => {
    setStore({ name: keyOf(purpose), content: Date.now() + SMS_COUNTDOWN_S * 1000, type: 'local' });
    setSeconds(SMS_COUNTDOWN_S);
  }, [purpose]);
  return { seconds, start };
}
