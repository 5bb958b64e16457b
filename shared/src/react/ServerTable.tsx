import { useState } from 'react';
import type { PageOf } from '@portal/shared/core';
import { ListTable, type ListColumn } from './list-table/ListTable';
import { Pager } from './list-table/Pager';
import { usePageRequest } from './use-page-request';

export type { PageOf };

export interface ServerTableProps<T> {
  rowKey: keyof T & string;
  columns: readonly ListColumn<T>[];
  load: (page: number, pageSize: number) => Promise<PageOf<T>>;
  /** Values that, when they change, reload from page 1 (search criteria). */
  criteria?: readonly unknown[];
  pageSize?: number;
  testId?: string;
}

/**
 * A table whose rows and paging come from the server, one page at a time. A capped total (the
 * server stops counting at 10,000) reads "10,000+"; the pager then offers the pages up to the
 * bound, each of which the server serves. While the next page loads, the current one stays on
 * screen.
 */
export function ServerTable<T extends object>({ rowKey, columns, load, criteria = [], pageSize = 10, testId }: ServerTableProps<T>) {
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
    <div className="server-table" data-testid={testId}>
      <ListTable<T> rowKey={rowKey} columns={columns} rows={data?.records ?? []} loading={loading} />
      <Pager
        page={paging.page}
        pageSize={paging.pageSize}
        total={data?.total ?? 0}
        totalCapped={data?.totalCapped}
        onChange={(page, size) => setPaging({ page, pageSize: size })}
        testId={testId}
      />
    </div>
  );
}
