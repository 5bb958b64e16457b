import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../core';
import { ServerTable, type ServerTableProps } from './ServerTable';

type Row = { id: string };

const i18n = initI18n();
const columns = [{ title: 'id', dataIndex: 'id' as const }];

function Table(props: Omit<ServerTableProps<Row>, 'rowKey' | 'columns'>) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServerTable<Row> rowKey="id" columns={columns} testId="rows" {...props} />
    </I18nextProvider>
  );
}

/** A server of `total` rows (`p3-1` is the first row of page 3) that may stop counting. */
const server = (total: number, totalCapped = false) =>
  jest.fn(async (page: number, size: number) => ({ records: Array.from({ length: Math.min(size, 3) }, (_, i) => ({ id: `p${page}-${i + 1}` })), total, totalCapped }));

const shownIds = () => Array.from(screen.getByTestId('rows').querySelectorAll('tbody tr.list-table-row')).map((tr) => tr.getAttribute('data-row-key'));

describe('ServerTable', () => {
  it('shows the rows of the page asked for, and its total', async () => {
    const load = server(95);
    render(<Table load={load} />);
    await waitFor(() => expect(shownIds()).toEqual(['p1-1', 'p1-2', 'p1-3']));
    expect(load).toHaveBeenCalledWith(1, 10);
    expect(screen.getByTestId('rows-total').textContent).toBe('共 95 条');
    fireEvent.click(within(screen.getByTestId('rows-pager')).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(shownIds()).toEqual(['p2-1', 'p2-2', 'p2-3']));
    expect(load).toHaveBeenLastCalledWith(2, 10);
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes back to page 1 when the search criteria change, without asking for the old page', async () => {
    const load = server(100);
    const { rerender } = render(<Table load={(p, s) => load(p, s)} criteria={['a']} />);
    await waitFor(() => expect(load).toHaveBeenCalledWith(1, 10));
    await act(async () => screen.getByRole('button', { name: '第 3 页' }).click());
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(3, 10));
    load.mockClear();
    rerender(<Table load={(p, s) => load(p, s)} criteria={['b']} />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(load.mock.calls.map(([page]) => page)).toEqual([1]);
    await waitFor(() => expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page'));
  });

  it('asks the server for the page size chosen', async () => {
    const load = server(95);
    render(<Table load={load} />);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '50' } });
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(1, 50));
    expect(screen.getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent)).toEqual(['1', '2']);
  });

  it('offers the pages up to a capped total and serves the last one', async () => {
    const load = server(10_000, true);
    render(<Table load={load} />);
    await waitFor(() => expect(screen.getByTestId('rows-total').textContent).toBe('共 10,000+ 条，可翻阅前 10,000 条'));
    fireEvent.click(screen.getByRole('button', { name: '第 1,000 页' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(1000, 10));
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the current rows on screen while the next page loads', async () => {
    let answer: (rows: { records: Row[]; total: number; totalCapped: boolean }) => void = () => undefined;
    const load = jest.fn((page: number) =>
      page === 1 ? Promise.resolve({ records: [{ id: 'first' }], total: 30, totalCapped: false }) : new Promise<{ records: Row[]; total: number; totalCapped: boolean }>((resolve) => (answer = resolve)),
    );
    render(<Table load={load} />);
    await waitFor(() => expect(shownIds()).toEqual(['first']));
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true'));
    expect(shownIds()).toEqual(['first']);
    await act(async () => answer({ records: [{ id: 'second' }], total: 30, totalCapped: false }));
    expect(shownIds()).toEqual(['second']);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
  });
});
