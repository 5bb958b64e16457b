import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`. A search typed letter by letter then asks the
 * server once for the words the person stopped at, not once per key: every answer also redrew the
 * options under the pointer, and a click that landed on a redraw was lost.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
