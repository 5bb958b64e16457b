import { pageAfterResize, pageCount, pagerItems, type PagerItem } from './pager-items';

/** The pager as a reader sees it: numbers, and « / » for the jumps. */
const shown = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : i.direction === 'back' ? '«' : '»')).join(' ');

describe('pagerItems', () => {
  it('shows every page up to nine', () => {
    expect(shown(pagerItems(1, 1))).toBe('1');
    expect(shown(pagerItems(5, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('folds the pages far from the current one into jumps of five', () => {
    expect(shown(pagerItems(50, 100))).toBe('1 « 48 49 50 51 52 » 100');
    const items = pagerItems(50, 100);
    expect(items[1]).toEqual({ kind: 'jump', direction: 'back', page: 45 });
    expect(items[7]).toEqual({ kind: 'jump', direction: 'forward', page: 55 });
  });

  it('keeps at least five pages beside either end', () => {
    expect(shown(pagerItems(1, 20))).toBe('1 2 3 4 5 » 20');
    expect(shown(pagerItems(3, 20))).toBe('1 2 3 4 5 » 20');
    expect(shown(pagerItems(4, 20))).toBe('1 2 3 4 5 6 » 20');
    expect(shown(pagerItems(20, 20))).toBe('1 « 16 17 18 19 20');
    expect(shown(pagerItems(18, 20))).toBe('1 « 16 17 18 19 20');
    expect(shown(pagerItems(17, 20))).toBe('1 « 15 16 17 18 19 20');
  });

  it('shows a single left-out page instead of a jump over it', () => {
    expect(shown(pagerItems(5, 20))).toBe('1 2 3 4 5 6 7 » 20');
    expect(shown(pagerItems(6, 20))).toBe('1 « 4 5 6 7 8 » 20');
    expect(shown(pagerItems(16, 20))).toBe('1 « 14 15 16 17 18 19 20');
  });

  it('never jumps past either end', () => {
    expect(pagerItems(3, 1000).find((i) => i.kind === 'jump')).toEqual({ kind: 'jump', direction: 'forward', page: 8 });
    expect(pagerItems(998, 1000).find((i) => i.kind === 'jump')).toEqual({ kind: 'jump', direction: 'back', page: 993 });
  });
});

describe('pageCount', () => {
  it('counts whole pages, and one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(10_000, 10)).toBe(1000);
  });
});

describe('pageAfterResize', () => {
  it('keeps the first row read on the page shown', () => {
    expect(pageAfterResize(3, 10, 20)).toBe(2);
    expect(pageAfterResize(1, 10, 100)).toBe(1);
    expect(pageAfterResize(2, 50, 10)).toBe(6);
  });
});
