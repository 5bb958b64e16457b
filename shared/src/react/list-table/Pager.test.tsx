import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/runtime';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../core';
import { Pager } from './Pager';

const i18n = initI18n();

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onChange = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Pager page={1} pageSize={10} total={85} onChange={onChange} testId="list" {...props} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('Pager', () => {
  afterEach(() => act(() => setLanguage('zh-CN')));

  it('is a navigation of real buttons, the current page marked', () => {
    renderPager({ page: 3 });
    const nav = screen.getByRole('navigation', { name: '分页' });
    const pages = within(nav).getAllByRole('button', { name: /^第 \d+ 页$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: '第 4 页' }).hasAttribute('aria-current')).toBe(false);
    expect(nav.querySelectorAll('a')).toHaveLength(0);
  });

  it('asks for the page chosen, the one before and the one after', () => {
    const onChange = renderPager({ page: 3 });
    fireEvent.click(screen.getByRole('button', { name: '第 7 页' }));
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange.mock.calls).toEqual([
      [7, 10],
      [2, 10],
      [4, 10],
    ]);
  });

  it('cannot step before the first page or after the last', () => {
    renderPager({ page: 1, total: 10 });
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('jumps five pages over the folded ones', () => {
    const onChange = renderPager({ page: 50, total: 1000 });
    fireEvent.click(screen.getByRole('button', { name: '向前 5 页' }));
    fireEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onChange.mock.calls).toEqual([
      [45, 10],
      [55, 10],
    ]);
  });

  it('changes the page size with a native select, keeping the first row read on screen', () => {
    const onChange = renderPager({ page: 3 });
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    fireEvent.change(size, { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
  });

  it('says the total in the reader’s language and numbers', () => {
    renderPager({ total: 12345 });
    expect(screen.getByTestId('list-total').textContent).toBe('共 12,345 条');
    act(() => setLanguage('vi-VN'));
    expect(screen.getByTestId('list-total').textContent).toBe('Tổng 12.345');
    expect(screen.getByRole('button', { name: 'Trang 1.235' }).textContent).toBe('1.235');
  });

  it('offers the pages up to a capped total, and says it is capped', () => {
    renderPager({ total: 10_000, totalCapped: true });
    expect(screen.getByTestId('list-total').textContent).toBe('共 10,000+ 条，可翻阅前 10,000 条');
    expect(screen.getByRole('button', { name: '第 1,000 页' }).dataset.page).toBe('1000');
    expect(screen.queryByRole('button', { name: '第 1,001 页' })).toBeNull();
  });
});
