import { useCallback, useRef, useState } from 'react';

/** A height that moved by less than this is the same (sub-pixel rounding between frames). */
const SAME = 0.5;

/**
 * The heights of the rows drawn so far, by row key (the `data-row-key` of each measured element).
 * Rows differ: an error or a warning under a field makes its row taller, and the spacers standing
 * for undrawn rows must add up the rows as they are, or a row would jump on scrolling. A
 * ResizeObserver sees a drawn row grow or shrink however it happens (the grid's own render, a field's
 * own state, a late font); `version` changes whenever a height did, for the grid to lay out again.
 */
export function useRowHeights(): { heights: ReadonlyMap<string, number>; version: number; measure: (element: HTMLElement) => () => void } {
  const heights = useRef(new Map<string, number>()).current;
  const [version, setVersion] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);

  const observerOf = useCallback((): ResizeObserver | null => {
    if (!observer.current && typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          const key = element.dataset.rowKey;
          const height = entry.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
          // A row being taken out of the page measures 0: it keeps the height it had.
          if (key === undefined || height <= 0) continue;
          const before = heights.get(key);
          if (before === undefined || Math.abs(before - height) >= SAME) {
            heights.set(key, height);
            changed = true;
          }
        }
        if (changed) setVersion((v) => v + 1);
      });
    }
    return observer.current;
  }, [heights]);

  // A ref callback with a clean-up (React 19): observed while drawn, let go when recycled; once the
  // grid's rows are all gone, the observer watches nothing and goes with the grid.
  const measure = useCallback(
    (element: HTMLElement) => {
      const watching = observerOf();
      watching?.observe(element);
      return () => watching?.unobserve(element);
    },
    [observerOf],
  );
  return { heights, version, measure };
}
