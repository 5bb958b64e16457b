import { drawnPieces, rowOffsets, rowWindow } from './row-window';

const even = (count: number, height = 40) => rowOffsets(count, () => undefined, height);

describe('rowOffsets', () => {
  it('counts a measured row at its height and the others at the estimate', () => {
    const measured: Record<number, number> = { 1: 60, 3: 25 };
    expect(rowOffsets(5, (i) => measured[i], 40)).toEqual([0, 40, 100, 140, 165, 205]);
  });

  it('is one zero for an empty list', () => {
    expect(rowOffsets(0, () => 10, 40)).toEqual([0]);
  });
});

describe('rowWindow', () => {
  it('draws the rows in a 480 px view of 500 rows and a few around them, not the 500', () => {
    const range = rowWindow(even(500), 0, 480, 4);
    expect(range).toEqual({ start: 0, end: 16 });
    expect(range.end - range.start).toBeLessThan(60);
  });

  it('moves with the scroll position, with overscan on both sides', () => {
    // 4000 px down is row 100; 480 px later row 111 is the last one in view.
    expect(rowWindow(even(500), 4000, 480, 4)).toEqual({ start: 96, end: 116 });
  });

  it('stops at the last row when scrolled to the end (and past it while the box resizes)', () => {
    expect(rowWindow(even(500), 500 * 40 - 480, 480, 4)).toEqual({ start: 484, end: 500 });
    expect(rowWindow(even(500), 99_999, 480, 4)).toEqual({ start: 495, end: 500 });
  });

  it('finds the rows by their measured heights when rows differ (an error makes a row taller)', () => {
    // Rows 0–9 are 100 px tall, the rest 40: 1000 px down is row 10, not row 25.
    const offsets = rowOffsets(500, (i) => (i < 10 ? 100 : undefined), 40);
    expect(rowWindow(offsets, 1000, 400, 0)).toEqual({ start: 10, end: 20 });
    // 950 to 1049 px: the end of row 9 (900–1000), row 10 (1000–1040), the start of row 11.
    expect(rowWindow(offsets, 950, 100, 0)).toEqual({ start: 9, end: 12 });
  });

  it('draws nothing for no rows and everything for a few', () => {
    expect(rowWindow(even(0), 0, 480, 4)).toEqual({ start: 0, end: 0 });
    expect(rowWindow(even(3), 0, 480, 4)).toEqual({ start: 0, end: 3 });
  });
});

describe('drawnPieces', () => {
  it('stands a spacer for the rows above and below the window, as tall as they are', () => {
    const offsets = rowOffsets(10, (i) => (i === 0 ? 100 : undefined), 40);
    expect(drawnPieces(offsets, { start: 3, end: 5 })).toEqual([
      { kind: 'spacer', height: 180, at: 'top' },
      { kind: 'row', index: 3 },
      { kind: 'row', index: 4 },
      { kind: 'spacer', height: 200, at: 'bottom' },
    ]);
  });

  it('has no spacer where the window reaches the end', () => {
    expect(drawnPieces(even(3), { start: 0, end: 3 })).toEqual([0, 1, 2].map((index) => ({ kind: 'row', index })));
  });

  it('keeps a focused row above the window where it belongs, between split spacers', () => {
    expect(drawnPieces(even(10), { start: 6, end: 8 }, 2)).toEqual([
      { kind: 'spacer', height: 80, at: 'top' },
      { kind: 'row', index: 2 },
      { kind: 'spacer', height: 120, at: 'middle' },
      { kind: 'row', index: 6 },
      { kind: 'row', index: 7 },
      { kind: 'spacer', height: 80, at: 'bottom' },
    ]);
  });

  it('keeps a focused row below the window too, and adds nothing for one already in it', () => {
    expect(drawnPieces(even(10), { start: 0, end: 2 }, 9)).toEqual([
      { kind: 'row', index: 0 },
      { kind: 'row', index: 1 },
      { kind: 'spacer', height: 280, at: 'middle' },
      { kind: 'row', index: 9 },
    ]);
    expect(drawnPieces(even(10), { start: 0, end: 2 }, 1)).toEqual(drawnPieces(even(10), { start: 0, end: 2 }));
    expect(drawnPieces(even(10), { start: 0, end: 2 }, 10)).toEqual(drawnPieces(even(10), { start: 0, end: 2 }));
  });

  it('does not split when the kept row is next to the window', () => {
    expect(drawnPieces(even(10), { start: 3, end: 5 }, 2)).toEqual([
      { kind: 'spacer', height: 80, at: 'top' },
      { kind: 'row', index: 2 },
      { kind: 'row', index: 3 },
      { kind: 'row', index: 4 },
      { kind: 'spacer', height: 200, at: 'bottom' },
    ]);
  });
});
