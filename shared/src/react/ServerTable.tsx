import { Table, type TableColumnsType } from 'antd';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageOf } from '@portal/shared/core';
import { usePageRequest } from './use-page-request';

export type { PageOf };

export interface ServerTableProps<T> {
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  load: (page: number, pageSize: number) => Promise<PageOf<T>>;
  /** Values that, when they change, reload from page 1 (search criteria). */
  criteria?: readonly unknown[];
  pageSize?: number;
  testId?: string;
}

/**
 * antd draws page numbers as `<a>` without an href: crawlers and link checkers take them for broken
 * links. They change the table in place, so they are buttons (the list item around each one is
 * what takes focus and Enter).
 */
function pagerItem(_page: number, _type: string, original: ReactNode): ReactNode {
  return isValidElement(original) && original.type === 'a' ? cloneElement(original as ReactElement<{ role?: string }>, { role: 'button' }) : original;
}

/**
 * A table whose rows and paging come from the server, one page at a time. A capped total (the
 * server stops counting at 10,000) reads "10,000+"; the pager then offers the pages up to the
 * bound, each of which the server serves.
 */
export function ServerTable<T extends object>({ rowKey, columns, load, criteria = [], pageSize = 10, testId }: ServerTableProps<T>) {
  const { t, i18n } = useTranslation('common');
  const [paging, setPaging] = useState({ page: 1, pageSize });
  // New criteria read from page 1: page 3 of another search may not exist. Reset during render (not
  // in an effect), so no request goes out for the old page with the new criteria.
  const criteriaKey = JSON.stringify(criteria);
  const [pagedKey, setPagedKey] = useState(criteriaKey);
  if (pagedKey !== criteriaKey) {
    setPagedKey(criteriaKey);
    if (paging.page !== 1) setPaging({ ...paging, page: 1 });
  }
  const { data, loading } = usePageRequest(() => load(paging.page, paging.pageSize), [paging.page, paging.pageSize, ...criteria]);
  return (
    <Table<T>
      data-testid={testId}
      rowKey={rowKey}
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.records ?? []}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: data?.total ?? 0,
        showTotal: (total) => (
          <span data-testid={testId ? `${testId}-total` : undefined}>
            {t(data?.totalCapped ? 'pager.totalCapped' : 'pager.total', { total: new Intl.NumberFormat(i18n.language).format(total) })}
          </span>
        ),
        showSizeChanger: true,
        // On a phone the pager wraps onto lines of its own instead of widening the page (issue 33).
        style: { flexWrap: 'wrap', rowGap: 8 },
        itemRender: pagerItem,
        onChange: (page, size) => setPaging({ page, pageSize: size }),
      }}
    />
  );
}
