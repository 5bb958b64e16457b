import { act, render, waitFor } from '@testing-library/react';
import { ServerTable } from './ServerTable';

type Row = { id: string };

describe('ServerTable', () => {
  it('goes back to page 1 when the search criteria change, without asking for the old page', async () => {
    const load = jest.fn(async (page: number, _size: number) => ({ records: [{ id: `p${page}` }], total: 100, totalCapped: false }));
    const columns = [{ title: 'id', dataIndex: 'id' }];
    const { rerender, container } = render(<ServerTable<Row> rowKey="id" columns={columns} load={(p, s) => load(p, s)} criteria={['a']} />);
    await waitFor(() => expect(load).toHaveBeenCalledWith(1, 10));
    const page3 = container.querySelector('.ant-pagination-item-3') as HTMLElement;
    await act(async () => page3.click());
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(3, 10));
    load.mockClear();
    rerender(<ServerTable<Row> rowKey="id" columns={columns} load={(p, s) => load(p, s)} criteria={['b']} />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(load.mock.calls.map(([page]) => page)).toEqual([1]);
  });
});
