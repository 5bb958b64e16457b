// The arithmetic of a virtual list, kept apart from React and the DOM so it can be tested alone:
// where each row starts, which rows a scroll position shows, and what the page draws for them.

/**
 * Where each row starts, from the top of the first: `offsets[i]` is the height of the rows before
 * row i, `offsets[count]` the height of them all. A row not drawn yet counts as `estimate`.
 */
export function rowOffsets(count: number, heightOf: (index: number) => number | undefined, estimate: number): number[] {
  const offsets = new Array<number>(count + 1);
  offsets[0] = 0;
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i] + (heightOf(i) ?? estimate);
  return offsets;
}

/** The row at a height: the last row that starts at or above it (0 for an empty list). */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  if (high < 0) return 0;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle] <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Rows `start` (inclusive) to `end` (exclusive). */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * The rows to draw for a scroll position: those that meet the viewport, and `overscan` more on each
 * side, so a quick scroll or a Tab to the next line finds its row already there.
 */
export function rowWindow(offsets: readonly number[], scrollTop: number, viewportHeight: number, overscan: number): RowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, Math.max(0, scrollTop));
  const last = rowAt(offsets, Math.max(0, scrollTop + viewportHeight - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

/** One piece of the drawn body: a row, or a spacer standing for rows not drawn. */
export type DrawnPiece = { kind: 'row'; index: number } | { kind: 'spacer'; height: number; at: 'top' | 'middle' | 'bottom' };

/**
 * The body as drawn: a spacer for the rows above the window, the window's rows, a spacer for the
 * rows below. A row outside the window that must stay (it holds the focus, and dropping it would
 * throw the focus out of the grid) is drawn where it belongs, with the spacers split around it.
 */
export function drawnPieces(offsets: readonly number[], range: RowRange, keep?: number): DrawnPiece[] {
  const count = offsets.length - 1;
  const pieces: DrawnPiece[] = [];
  const spacer = (from: number, to: number, at: 'top' | 'middle' | 'bottom') => {
    const height = offsets[to] - offsets[from];
    if (to > from && height > 0) pieces.push({ kind: 'spacer', height, at });
  };
  const rows = (from: number, to: number) => {
    for (let index = from; index < to; index++) pieces.push({ kind: 'row', index });
  };
  const kept = keep !== undefined && keep >= 0 && keep < count && (keep < range.start || keep >= range.end) ? keep : undefined;
  if (kept !== undefined && kept < range.start) {
    spacer(0, kept, 'top');
    rows(kept, kept + 1);
    spacer(kept + 1, range.start, 'middle');
    rows(range.start, range.end);
    spacer(range.end, count, 'bottom');
  } else if (kept !== undefined) {
    spacer(0, range.start, 'top');
    rows(range.start, range.end);
    spacer(range.end, kept, 'middle');
    rows(kept, kept + 1);
    spacer(kept + 1, count, 'bottom');
  } else {
    spacer(0, range.start, 'top');
    rows(range.start, range.end);
    spacer(range.end, count, 'bottom');
  }
  return pieces;
}
