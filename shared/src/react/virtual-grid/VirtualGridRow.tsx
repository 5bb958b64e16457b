import { memo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import type { ListColumn } from '../list-table';

/** A column of the grid: a list-table column with a width it keeps, and what antd's Table said to freeze or clip. */
export interface GridColumn<T> extends ListColumn<T> {
  width: number;
  /** Stays on the left while the rest scrolls sideways; frozen columns come first. */
  fixed?: 'left';
  /** One line, cut with an ellipsis; the whole text in the cell's title when it is text. */
  ellipsis?: boolean;
}

/** Attributes a caller puts on a row (test ids, data-*), as antd's `onRow` did. */
export type GridRowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;

/** A column's key among its siblings: its `key`, its `dataIndex`, or its place. */
export function columnKey<T>(column: GridColumn<T>, index: number): string {
  return column.key ?? column.dataIndex ?? String(index);
}

/** What a cell shows of a value without a `render`: text and numbers, nothing for the rest. */
function plainCell(value: unknown): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * A cell's content, cut to one line when its column says so. Cut inside the cell, not by the cell:
 * a cell that hid its overflow would hide the frozen columns' edge shadow drawn beside it too.
 */
export function clipped(content: ReactNode, ellipsis: boolean | undefined): ReactNode {
  return ellipsis ? <span className="virtual-grid-clip">{content}</span> : content;
}

/** The class, and the left edge of a frozen column, shared by a header cell and its body cells. */
export function cellLayout<T>(columns: readonly GridColumn<T>[], lefts: readonly (number | undefined)[], index: number): { className?: string; style?: CSSProperties } {
  const column = columns[index];
  const left = lefts[index];
  const classes = [left !== undefined && 'virtual-grid-fixed', left !== undefined && lefts[index + 1] === undefined && 'virtual-grid-fixed-last'].filter(Boolean);
  const style: CSSProperties = {};
  if (column.align && column.align !== 'left') style.textAlign = column.align;
  if (left !== undefined) style.insetInlineStart = left;
  return { className: classes.length ? classes.join(' ') : undefined, style };
}

export interface VirtualGridRowProps<T> {
  row: T;
  index: number;
  rowKey: string;
  columns: readonly GridColumn<T>[];
  lefts: readonly (number | undefined)[];
  /** The caller's attributes for a row; a function the caller keeps, so the memo holds while scrolling. */
  attributes?: (row: T) => GridRowAttributes;
  /** Hands the row's element to the grid, which measures it while it is drawn (and stops after). */
  measure: (element: HTMLTableRowElement) => () => void;
}

/**
 * One drawn row. Memoised: scrolling redraws the grid for the new window, and the rows still in it
 * (their inputs and selects) are left alone unless their own line changed.
 */
function VirtualGridRowInner<T extends object>({ row, index, rowKey, columns, lefts, attributes, measure }: VirtualGridRowProps<T>) {
  return (
    // The header is row 1 for a screen reader, so line n is row n + 1 of aria-rowcount.
    <tr {...attributes?.(row)} ref={measure} className="virtual-grid-row" data-row-key={rowKey} aria-rowindex={index + 2}>
      {columns.map((column, i) => {
        const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
        const content = column.render ? column.render(value as never, row, index) : plainCell(value);
        const title = column.ellipsis && (typeof content === 'string' || typeof content === 'number') ? String(content) : undefined;
        return (
          <td key={columnKey(column, i)} title={title} {...cellLayout(columns, lefts, i)}>
            {clipped(content, column.ellipsis)}
          </td>
        );
      })}
    </tr>
  );
}

export const VirtualGridRow = memo(VirtualGridRowInner) as typeof VirtualGridRowInner;
