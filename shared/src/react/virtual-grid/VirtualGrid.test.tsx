import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../core';
import { VirtualGrid, type VirtualGridRef } from './VirtualGrid';
import type { GridColumn } from './VirtualGridRow';

type Line = { id: string; no: number; name: string };

const i18n = initI18n();
const columns: GridColumn<Line>[] = [
  { title: 'No.', dataIndex: 'no', width: 50, fixed: 'left' },
  { title: 'Name', dataIndex: 'name', width: 120, fixed: 'left', ellipsis: true },
  { title: 'Price', key: 'price', width: 200, align: 'right', render: (_, line) => <input aria-label={`price ${line.no}`} /> },
];
const lines = (n: number): Line[] => Array.from({ length: n }, (_, i) => ({ id: `L${i + 1}`, no: i + 1, name: `Valve ${i + 1}` }));
const attributes = (line: Line) => ({ 'data-testid': 'line', 'data-line-no': line.no });

function renderGrid(rows: Line[], ref = createRef<VirtualGridRef>()) {
  render(
    <I18nextProvider i18n={i18n}>
      <VirtualGrid<Line> rowKey="id" columns={columns} rows={rows} maxHeight={480} estimatedRowHeight={40} overscan={4} rowAttributes={attributes} testId="grid" ref={ref} />
    </I18nextProvider>,
  );
  return { ref, body: screen.getByTestId('virtual-grid-body') };
}

const drawnNos = () => screen.queryAllByTestId('line').map((tr) => Number(tr.getAttribute('data-line-no')));
const spacerHeights = () => [...screen.getByRole('table').querySelectorAll<HTMLElement>('.virtual-grid-spacer td')].map((td) => td.style.height);

function scrollBodyTo(body: HTMLElement, top: number) {
  body.scrollTop = top;
  fireEvent.scroll(body);
}

describe('VirtualGrid', () => {
  it('draws a real table of 500 rows with only the rows in view, and tells a screen reader there are 500', () => {
    renderGrid(lines(500));
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    expect(within(table).getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([['No.', 'col'], ['Name', 'col'], ['Price', 'col']]);
    expect(screen.getByTestId('virtual-grid-header').getAttribute('aria-rowindex')).toBe('1');
    // 480 px at 40 px a row is 12 rows, and 4 below.
    expect(drawnNos()).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(screen.getAllByTestId('line')[0].getAttribute('aria-rowindex')).toBe('2');
    // The rows not drawn are stood for at their height: the scrollbar is that of 500 rows.
    expect(spacerHeights()).toEqual([`${484 * 40}px`]);
    expect(table.style.width).toBe('370px');
  });

  it('draws the rows at the scroll position, spacers above and below', () => {
    const { body } = renderGrid(lines(500));
    scrollBodyTo(body, 4000);
    expect(drawnNos()[0]).toBe(97);
    expect(drawnNos()).toContain(112);
    expect(drawnNos().length).toBeLessThan(60);
    expect(screen.getAllByTestId('line')[0].getAttribute('aria-rowindex')).toBe('98');
    expect(spacerHeights()).toEqual([`${96 * 40}px`, `${(500 - 116) * 40}px`]);
  });

  it('brings a line far down into view by its key', () => {
    const { ref, body } = renderGrid(lines(500));
    act(() => ref.current!.scrollTo({ key: 'L250' }));
    expect(body.scrollTop).toBe(249 * 40);
    expect(drawnNos()).toContain(250);
  });

  it('keeps the row holding the focus while the supplier scrolls away from it, and lets it go on blur', () => {
    const { body } = renderGrid(lines(500));
    const price = screen.getByLabelText('price 2');
    act(() => price.focus());
    scrollBodyTo(body, 8000);
    expect(drawnNos()).toContain(2);
    expect(document.activeElement).toBe(screen.getByLabelText('price 2'));
    // Drawn where it belongs: a spacer for line 1 above it, one for lines 3 to the window below.
    expect(drawnNos()[0]).toBe(2);
    expect(spacerHeights()[0]).toBe('40px');
    act(() => price.blur());
    expect(drawnNos()).not.toContain(2);
  });

  it('freezes the leading columns at their left edges and cuts long text with its whole in the title', () => {
    renderGrid(lines(3));
    const [no, name, price] = screen.getAllByTestId('line')[0].querySelectorAll('td');
    expect(no.className).toContain('virtual-grid-fixed');
    expect(parseFloat(no.style.insetInlineStart)).toBe(0);
    expect(name.className).toContain('virtual-grid-fixed-last');
    expect(name.style.insetInlineStart).toBe('50px');
    expect(name.getAttribute('title')).toBe('Valve 1');
    expect(name.querySelector('.virtual-grid-clip')?.textContent).toBe('Valve 1');
    expect(price.className).toBe('');
    expect(price.style.textAlign).toBe('right');
  });

  it('says an empty grid is empty', () => {
    renderGrid([]);
    expect(screen.getByTestId('grid').querySelector('.ant-empty-description')?.textContent).toBe('暂无数据');
  });
});
