import { Empty, Spin } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SPINNER_DELAY_MS } from '@portal/shared/core';
import { ListTableStyle } from './list-table-style';

/**
 * A column: the part of antd's column type the portal's lists use, so their column lists compile
 * unchanged. `render` takes the cell's value as antd types it (whatever `dataIndex` points at, or
 * nothing without one); `never` lets a caller annotate it (`(v: string, row) => …`) the way it did
 * for antd, while the row keeps its type.
 */
export interface ListColumn<T> {
  title: ReactNode;
  /** Identifies the column when it has no `dataIndex` (React key of its cells). */
  key?: string;
  /** The field of the row shown in this column, or handed to `render`. */
  dataIndex?: keyof T & string;
  render?: (value: never, record: T, index: number) => ReactNode;
  /** A hint, as in antd: the table lays itself out automatically and may give a column more. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface ListTableProps<T> {
  rowKey: keyof T & string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  /** Rows are on their way: the ones shown stay, dimmed, under a spinner; the table says it is busy. */
  loading?: boolean;
  /** What an empty list says; the common "No data" otherwise. */
  emptyText?: ReactNode;
  testId?: string;
  /** Given to every row, for a page whose tests count or pick its rows by test id. */
  rowTestId?: string;
}

/** What a cell shows of a value without a `render`: text and numbers, nothing for the rest. */
function plainCell(value: unknown): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function cellStyle<T>(column: ListColumn<T>): CSSProperties | undefined {
  return column.align && column.align !== 'left' ? { textAlign: column.align } : undefined;
}

/**
 * The portal's list table: a semantic <table> with antd's small-table look, drawn with no more of
 * antd than Empty and Spin (both in the host's first script). antd's Table chunk with its
 * Pagination, rc-select, checkbox and filter menu weighed 46 KiB gzip on every list page before its
 * first row. Wider than its box (a phone), the table scrolls sideways inside the box, never the page.
 */
export function ListTable<T extends object>({ rowKey, columns, rows, loading = false, emptyText, testId, rowTestId }: ListTableProps<T>) {
  const { t } = useTranslation('common');
  const keyOf = (column: ListColumn<T>, index: number) => column.key ?? column.dataIndex ?? String(index);
  const waitingForFirstRows = loading && rows.length === 0;
  return (
    <div className={loading ? 'list-table list-table-loading' : 'list-table'} data-testid={testId}>
      <ListTableStyle />
      <div className="list-table-scroll">
        <table aria-busy={loading}>
          {columns.some((c) => c.width !== undefined) && (
            <colgroup>
              {columns.map((column, i) => (
                <col key={keyOf(column, i)} style={column.width !== undefined ? { width: column.width } : undefined} />
              ))}
            </colgroup>
          )}
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={keyOf(column, i)} scope="col" style={cellStyle(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const key = row[rowKey] as Key;
              return (
                <tr key={key} className="list-table-row" data-row-key={String(key)} data-testid={rowTestId}>
                  {columns.map((column, i) => {
                    const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                    return (
                      <td key={keyOf(column, i)} style={cellStyle(column)}>
                        {column.render ? column.render(value as never, row, index) : plainCell(value)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr className="list-table-placeholder">
                <td colSpan={columns.length}>
                  {/* Before the first answer there is nothing to say "no data" about yet. */}
                  {waitingForFirstRows ? <div className="list-table-first-load" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('common.noData')} />}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loading && (
        <div className="list-table-spinner">
          {/* Most reloads end before the delay: the rows stay, and no spinner flashes over them. */}
          <Spin delay={SPINNER_DELAY_MS} />
        </div>
      )}
    </div>
  );
}
