import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable, useNarrowScreen, type ServerTableProps } from '@portal/shared/react';
import './lists.css';

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
  /** The table's width below which the box around it scrolls sideways (a tablet between phone and desktop). */
  minWidth: number;
  /** One row as a card: what a phone shows instead of the table, whose columns would not fit. */
  card?: (row: T) => ReactNode;
  /** Downloads the list as it is searched (every page) as an Excel file; the button waits for it. */
  onExport?: () => Promise<unknown>;
  table: Omit<ServerTableProps<T>, 'criteria'> & { criteria: unknown };
}

/**
 * The frame of the contract-side lists (spec 02 §2): a card with a search form, search and reset,
 * and the server-paged table. The table is remounted for new criteria, so a search starts on page 1
 * with no request for the old page in between. Below antd's md (768 px) the form stacks and each row
 * is a card, so a phone never scrolls sideways.
 */
export function SearchList<T extends object>({ title, testId, extra, filters, initialValues, filtersTestId, onSearch, onReset, minWidth, card, onExport, table }: SearchListProps<T>) {
  const { t } = useTranslation('mf-contracts');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm();
  const [exporting, setExporting] = useState(false);
  const narrow = useNarrowScreen();
  // A phone shows the rows first: seven stacked boxes would fill the screen before any result.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const formShown = !narrow || filtersOpen;
  const criteriaKey = JSON.stringify(table.criteria);
  const reset = () => {
    form.resetFields();
    // resetFields goes back to the initial values; a reset empties the search.
    if (initialValues) form.setFieldsValue(Object.fromEntries(Object.keys(initialValues).map((k) => [k, undefined])));
    onReset();
  };
  const exportList = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The HTTP client has told the user why.
    } finally {
      setExporting(false);
    }
  };
  const cards = narrow && card;
  const columns = cards ? [{ title, key: 'card', render: (_: unknown, row: T) => card(row) }] : table.columns;
  const exportButton = onExport && (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()} data-testid="list-export">
      {t('common.exportExcel')}
    </Button>
  );
  return (
    <Card title={title} data-testid={testId} extra={extra} className={narrow ? 'contracts-list contracts-list-narrow' : 'contracts-list'}>
      {narrow && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button aria-expanded={filtersOpen} onClick={() => setFiltersOpen(!filtersOpen)} data-testid="filters-toggle">
            {t(filtersOpen ? 'common.hideFilters' : 'common.showFilters')}
          </Button>
          {exportButton}
        </Space>
      )}
      {/* Hidden, not unmounted: the form keeps what was typed while it is folded away. */}
      <Form form={form} layout={narrow ? 'vertical' : 'inline'} initialValues={initialValues} className="contracts-filters" style={{ marginBottom: 16, rowGap: 8, display: formShown ? undefined : 'none' }} onFinish={onSearch} data-testid={filtersTestId}>
        {filters}
        <Space wrap>
          <Button type="primary" htmlType="submit" data-testid="filter-submit">
            {tc('common.search')}
          </Button>
          <Button data-testid="filter-reset" onClick={reset}>
            {tc('common.reset')}
          </Button>
          {!narrow && exportButton}
        </Space>
      </Form>
      {cards ? (
        <ServerTable<T> key={criteriaKey} {...table} columns={columns} criteria={[criteriaKey]} />
      ) : (
        // Between a phone and a desktop the columns keep their room and scroll in this box, not the page.
        <div style={{ overflowX: 'auto' }} data-testid={`${testId}-scroll`}>
          <div style={{ minWidth }}>
            <ServerTable<T> key={criteriaKey} {...table} criteria={[criteriaKey]} />
          </div>
        </div>
      )}
    </Card>
  );
}

/** A label and its value on a row card; `wide` takes the whole line (a time with its zone does not break). */
export type CardField = [label: string, value: ReactNode, wide?: boolean];

/** One row of a list on a phone: its link and state on top, then label and value pairs that wrap. */
export function RowCard({ head, fields }: { head: ReactNode; fields: CardField[] }) {
  return (
    <div className="contracts-row-card">
      <div className="contracts-row-card-head">{head}</div>
      <dl className="contracts-row-card-fields">
        {fields.map(([label, value, wide]) => (
          <div key={label} className={wide ? 'contracts-row-card-wide' : undefined}>
            <dt>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
