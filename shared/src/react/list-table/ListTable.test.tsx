import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SPINNER_DELAY_MS, initI18n } from '../../core';
import { ListTable, type ListColumn } from './ListTable';

type Row = { id: string; name: string; amount: number };

const i18n = initI18n();
const columns: ListColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Amount', dataIndex: 'amount', align: 'right', width: 120, render: (v: number, row) => `${row.id}:${v.toFixed(2)}` },
  { title: 'Index', key: 'index', render: (_, _row, index) => `#${index}` },
];
const rows: Row[] = [
  { id: 'a', name: 'Alpha', amount: 1 },
  { id: 'b', name: 'Beta', amount: 2.5 },
];

function renderTable(props: Partial<Parameters<typeof ListTable<Row>>[0]> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ListTable<Row> rowKey="id" columns={columns} rows={rows} testId="list" {...props} />
    </I18nextProvider>,
  );
}

describe('ListTable', () => {
  it('draws a table with column headers and one keyed row per record, cells rendered as antd would', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Amount', 'Index']);
    const bodyRows = table.querySelectorAll('tbody tr.list-table-row');
    expect(Array.from(bodyRows).map((tr) => tr.getAttribute('data-row-key'))).toEqual(['a', 'b']);
    expect(Array.from(bodyRows[1].querySelectorAll('td')).map((td) => td.textContent)).toEqual(['Beta', 'b:2.50', '#1']);
    expect((bodyRows[0].querySelectorAll('td')[1] as HTMLElement).style.textAlign).toBe('right');
    expect((table.querySelectorAll('col')[1] as HTMLElement).style.width).toBe('120px');
  });

  it('says an empty list is empty, in the caller’s words or the common ones', () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByTestId('list').querySelector('.ant-empty-description')?.textContent).toBe('暂无数据');
    rerender(
      <I18nextProvider i18n={i18n}>
        <ListTable<Row> rowKey="id" columns={columns} rows={[]} testId="list" emptyText="Nothing waits" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('list').querySelector('.ant-empty-description')?.textContent).toBe('Nothing waits');
    expect(screen.getByTestId('list').querySelector('td')?.getAttribute('colspan')).toBe('3');
  });

  it('keeps the rows shown while the next ones load, says the table is busy, and shows a spinner only once the load has lasted a while', () => {
    jest.useFakeTimers();
    try {
      renderTable({ loading: true });
      const table = screen.getByRole('table');
      expect(table.getAttribute('aria-busy')).toBe('true');
      expect(table.querySelectorAll('tbody tr.list-table-row')).toHaveLength(2);
      expect(screen.getByTestId('list').querySelector('.ant-spin-spinning')).toBeNull();
      act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS + 10));
      expect(screen.getByTestId('list').querySelector('.ant-spin-spinning')).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not say "no data" before the first rows arrived', () => {
    renderTable({ rows: [], loading: true });
    expect(screen.getByTestId('list').querySelector('.ant-empty')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('gives every row the test id a page asks for, and none otherwise', () => {
    const { rerender } = renderTable({ rowTestId: 'list-row' });
    expect(screen.getAllByTestId('list-row').map((tr) => tr.getAttribute('data-row-key'))).toEqual(['a', 'b']);
    rerender(
      <I18nextProvider i18n={i18n}>
        <ListTable<Row> rowKey="id" columns={columns} rows={rows} testId="list" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('table').querySelector('tbody tr[data-testid]')).toBeNull();
  });

  it('is not busy once loaded', () => {
    renderTable();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
  });
});
