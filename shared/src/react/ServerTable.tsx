import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { usePageRequest } from './use-page-request';

export interface PageOf<T> {
  records: T[];
  total: number;
}

interface Props<T> {
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  load: (page: number, pageSize: number) => Promise<PageOf<T>>;
  /** Values that, when they change, reload from page 1 (search criteria). */
  criteria?: readonly unknown[];
  pageSize?: number;
  testId?: string;
}

/** A table whose rows and paging come from the server, one page at a time. */
export function ServerTable<T extends object>({ rowKey, columns, load, criteria = [], pageSize = 10, testId }: Props<T>) {
  const [paging, setPaging] = useState({ page: 1, pageSize });
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
        showSizeChanger: true,
        onChange: (page, size) => setPaging({ page, pageSize: size }),
      }}
    />
  );
}
