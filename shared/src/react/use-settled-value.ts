import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`, or at once where `atOnce(value)` says so (a
 * cleared search). A search typed letter by letter then asks the server once for the words the
 * person stopped at, not once per key: every answer also redrew the options under the pointer, and
 * a click that landed on a redraw was lost.
 */
export function useSettledValue<T>(value: T, delayMs: number, atOnce: (value: T) => boolean = () => false): T {
  const [settled, setSettled] = useState(value);
  const now = atOnce(value);
  // Settled during the render, so that words typed right after a clearing wait from the clearing,
  // not from whatever had settled before it.
  if (now && !Object.is(settled, value)) setSettled(value);
  useEffect(() => {
    if (now) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, now]);
  return now ? value : settled;
}
