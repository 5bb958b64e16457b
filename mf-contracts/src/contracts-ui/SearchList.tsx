import { Button, Card, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable, type ServerTableProps } from '@portal/shared/react';

export type FilterValues = Record<string, unknown>;

export interface SearchListProps<T extends object> {
  title: string;
  testId: string;
  extra?: ReactNode;
  /** The Form.Items of the search form. */
  filters: ReactNode;
  /** Values the form starts with (a search that came in the address). */
  initialValues?: FilterValues;
  filtersTestId?: string;
  onSearch: (values: FilterValues) => void;
  /** Called after the form has been emptied, the address's values included. */
  onReset: () => void;
  /** The table's width below which the card scrolls sideways (narrow windows). */
  minWidth: number;
  table: Omit<ServerTableProps<T>, 'criteria'> & { criteria: unknown };
}

/**
 * The frame of the contract-side lists (spec 02 §2): a card with an inline search form, search and
 * reset, and the server-paged table. The table is remounted for new criteria, so a search starts
 * on page 1 with no request for the old page in between.
 */
export function SearchList<T extends object>({ title, testId, extra, filters, initialValues, filtersTestId, onSearch, onReset, minWidth, table }: SearchListProps<T>) {
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm();
  const criteriaKey = JSON.stringify(table.criteria);
  const reset = () => {
    form.resetFields();
    // resetFields goes back to the initial values; a reset empties the search.
    if (initialValues) form.setFieldsValue(Object.fromEntries(Object.keys(initialValues).map((k) => [k, undefined])));
    onReset();
  };
  return (
    <Card title={title} data-testid={testId} extra={extra}>
      <Form form={form} layout="inline" initialValues={initialValues} style={{ marginBottom: 16, rowGap: 8 }} onFinish={onSearch} data-testid={filtersTestId}>
        {filters}
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-submit">
            {tc('common.search')}
          </Button>
          <Button data-testid="filter-reset" onClick={reset}>
            {tc('common.reset')}
          </Button>
        </Space>
      </Form>
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth }}>
          <ServerTable<T> key={criteriaKey} {...table} criteria={[criteriaKey]} />
        </div>
      </div>
    </Card>
  );
}
