import { Empty } from 'antd';
import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type Key, type ReactNode, type Ref, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTableStyle } from '../list-table/list-table-style';
import { drawnPieces, rowOffsets, rowWindow } from './row-window';
import { useRowHeights } from './use-row-heights';
import { VirtualGridStyle } from './virtual-grid-style';
import { cellLayout, clipped, columnKey, VirtualGridRow, type GridColumn, type GridRowAttributes } from './VirtualGridRow';

/** What a caller may do to the grid from outside: bring a row into view (as antd Table's ref). */
export interface VirtualGridRef {
  scrollTo(target: { key: Key } | { index: number }): void;
}

export interface VirtualGridProps<T> {
  rowKey: keyof T & string;
  columns: readonly GridColumn<T>[];
  rows: readonly T[];
  /** The scroll box's height at most, header included. */
  maxHeight: number;
  /** The height counted for a row not drawn yet; drawn rows count as measured. */
  estimatedRowHeight?: number;
  /** Rows drawn beyond each edge of the view. */
  overscan?: number;
  /** Attributes per row (test ids, data-*); keep the function stable, or every row redraws. */
  rowAttributes?: (row: T) => GridRowAttributes;
  /** What an empty grid says; the common "No data" otherwise. */
  emptyText?: ReactNode;
  testId?: string;
  ref?: Ref<VirtualGridRef>;
}

/** The scroll position and the box's size, as last seen. */
interface View {
  top: number;
  height: number;
  sideways: boolean;
}

/** Each frozen column's left edge (the widths of the frozen ones before it); undefined from the first free one on. */
function leftEdges<T>(columns: readonly GridColumn<T>[]): (number | undefined)[] {
  let left = 0;
  let frozen = true;
  return columns.map((column) => {
    frozen = frozen && column.fixed === 'left';
    if (!frozen) return undefined;
    const edge = left;
    left += column.width;
    return edge;
  });
}

/**
 * Scrolls the box so a drawn row shows whole below the sticky header (nearest: from above it stops
 * under the header, from below at the bottom), then the page so the box shows. Not the row's own
 * scrollIntoView: that would line the row up with the top of the window, the header above it.
 */
function revealRow(scroller: HTMLElement, row: HTMLElement, headerHeight: number): void {
  const box = scroller.getBoundingClientRect();
  const { top, bottom } = row.getBoundingClientRect();
  const viewTop = box.top + scroller.clientTop + headerHeight;
  const viewBottom = box.top + scroller.clientTop + scroller.clientHeight;
  if (top < viewTop) scroller.scrollTop -= viewTop - top;
  else if (bottom > viewBottom) scroller.scrollTop += Math.min(bottom - viewBottom, top - viewTop);
  scroller.scrollIntoView?.({ block: 'nearest' });
}

/**
 * A long list as a table that draws only the rows in view, with antd's small-table look (that of
 * ListTable) and no antd Table: its chunk with Pagination and rc-virtual-list weighed 53 KiB gzip
 * before the first row of the page that drew it. One box scrolls both ways, the header sticks to its
 * top and the frozen columns to its left. Spacer rows stand for the rows not drawn, each counted at
 * its measured height once it has been drawn (rows differ: an error under a field) and at the
 * estimate before. A screen reader is told the whole count (aria-rowcount) and each row's place.
 */
export function VirtualGrid<T extends object>({ rowKey, columns, rows, maxHeight, estimatedRowHeight = 40, overscan = 6, rowAttributes, emptyText, testId, ref }: VirtualGridProps<T>) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  const [view, setView] = useState<View>({ top: 0, height: maxHeight, sideways: false });
  const [headerHeight, setHeaderHeight] = useState(0);
  // The row holding the focus is drawn even when scrolled out of the window: dropping it would drop
  // the focus (and what the supplier was typing into) out of the page.
  const [focusedKey, setFocusedKey] = useState<string>();
  const { heights, version, measure } = useRowHeights();

  const keys = useMemo(() => rows.map((row) => String(row[rowKey])), [rows, rowKey]);
  const indexOfKey = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  // `version` is in the list because `heights` is the same Map, filled as rows are measured.
  const offsets = useMemo(() => rowOffsets(keys.length, (i) => heights.get(keys[i]), estimatedRowHeight), [keys, heights, version, estimatedRowHeight]);
  const lefts = useMemo(() => leftEdges(columns), [columns]);
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const frozenWidth = columns.reduce((sum, column, i) => sum + (lefts[i] !== undefined ? column.width : 0), 0);

  const range = rowWindow(offsets, view.top, view.height, overscan);
  const pieces = drawnPieces(offsets, range, focusedKey === undefined ? undefined : indexOfKey.get(focusedKey));

  const seen = useCallback((element: HTMLDivElement) => {
    const next: View = { top: element.scrollTop, height: element.clientHeight || maxHeight, sideways: element.scrollLeft > 0 };
    setView((v) => (v.top === next.top && v.height === next.height && v.sideways === next.sideways ? v : next));
  }, [maxHeight]);

  // A row asked for by scrollTo that was not drawn yet: brought fully into view once it is.
  const pending = useRef<string>(undefined);
  const rowElement = (key: string) => [...(box.current?.querySelectorAll<HTMLElement>('tr[data-row-key]') ?? [])].find((tr) => tr.dataset.rowKey === key) ?? null;
  const reveal = (element: HTMLElement) => box.current && revealRow(box.current, element, head.current?.offsetHeight ?? 0);

  useImperativeHandle(ref, () => ({
    scrollTo(target) {
      const index = 'index' in target ? target.index : indexOfKey.get(String(target.key));
      const element = box.current;
      if (index === undefined || index < 0 || index >= keys.length || !element) return;
      const drawn = rowElement(keys[index]);
      if (drawn) {
        reveal(drawn);
        return;
      }
      // Jump to where the row should be (by the heights known), draw it there, then correct.
      pending.current = keys[index];
      element.scrollTop = offsets[index];
      seen(element);
    },
  }), [indexOfKey, keys, offsets, seen]);

  useLayoutEffect(() => {
    const height = head.current?.offsetHeight ?? 0;
    if (height !== headerHeight) setHeaderHeight(height);
    const key = pending.current;
    const element = key === undefined ? null : rowElement(key);
    if (element) {
      pending.current = undefined;
      reveal(element);
    }
  });

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const key = (event.target as Element).closest('tr[data-row-key]')?.getAttribute('data-row-key');
    setFocusedKey(key ?? undefined);
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    // Into another row, onFocus names it; out of the grid (or out of the window), nothing is held.
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusedKey(undefined);
  };

  return (
    <div className={view.sideways ? 'list-table virtual-grid virtual-grid-sideways' : 'list-table virtual-grid'} data-testid={testId}>
      <ListTableStyle />
      <VirtualGridStyle />
      <div
        ref={box}
        className="virtual-grid-scroll"
        data-testid="virtual-grid-body"
        // The sticky header and frozen columns cover the box's edges: a row or field the browser
        // scrolls to (Tab, scrollTo) stops beside them, not under them.
        style={{ maxHeight, scrollPaddingTop: headerHeight, scrollPaddingInlineStart: frozenWidth }}
        onScroll={(event: UIEvent<HTMLDivElement>) => seen(event.currentTarget)}
      >
        <table style={{ width }} aria-rowcount={rows.length + 1}>
          <colgroup>
            {columns.map((column, i) => (
              <col key={columnKey(column, i)} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead ref={head}>
            <tr aria-rowindex={1} data-testid="virtual-grid-header">
              {columns.map((column, i) => (
                <th key={columnKey(column, i)} scope="col" {...cellLayout(columns, lefts, i)}>
                  {clipped(column.title, column.ellipsis)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody onFocus={onFocus} onBlur={onBlur}>
            {pieces.map((piece) =>
              piece.kind === 'spacer' ? (
                <tr key={`spacer-${piece.at}`} className="virtual-grid-spacer" aria-hidden="true">
                  <td colSpan={columns.length} style={{ height: piece.height }} />
                </tr>
              ) : (
                <VirtualGridRow<T> key={keys[piece.index]} row={rows[piece.index]} index={piece.index} rowKey={keys[piece.index]} columns={columns} lefts={lefts} attributes={rowAttributes} measure={measure} />
              ),
            )}
            {rows.length === 0 && (
              <tr className="list-table-placeholder">
                <td colSpan={columns.length}>
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('common.noData')} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
