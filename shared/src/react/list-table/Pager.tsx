import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JUMP, pageAfterResize, pageCount, pagerItems } from './pager-items';
import { ListTableStyle } from './list-table-style';

/** The page sizes a reader may choose, as antd's pager offered them. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: the text says "10,000+", the pages run up to the bound. */
  totalCapped?: boolean;
  onChange: (page: number, pageSize: number) => void;
  /** The total text gets `${testId}-total`, the pager itself `${testId}-pager`. */
  testId?: string;
}

/**
 * Previous, the page numbers (folded into jumps when there are many), next, the total and a
 * page-size chooser. Plain buttons and a native select instead of antd's Pagination: that one
 * brings rc-select (its size changer) into every list page's first download. It wraps onto
 * several lines on a phone instead of widening the page.
 */
export function Pager({ page, pageSize, total, totalCapped = false, onChange, testId }: PagerProps) {
  const { t, i18n } = useTranslation('common');
  const sizeId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const count = pageCount(total, pageSize);
  const go = (target: number) => onChange(Math.min(Math.max(1, target), count), pageSize);
  // A size the caller started with stays choosable even when it is not one of the usual four.
  const sizes = PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number]) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <nav className="list-pager" aria-label={t('pager.label')} data-testid={testId ? `${testId}-pager` : undefined}>
      <ListTableStyle />
      <span className="list-pager-total" data-testid={testId ? `${testId}-total` : undefined}>
        {t(totalCapped ? 'pager.totalCapped' : 'pager.total', { total: number.format(total) })}
      </span>
      <ul className="list-pager-pages">
        <li>
          <button type="button" className="list-pager-step" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => go(page - 1)}>
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pagerItems(page, count).map((item) =>
          item.kind === 'page' ? (
            <li key={`page-${item.page}`}>
              <button
                type="button"
                className="list-pager-page"
                aria-label={t('pager.page', { page: number.format(item.page) })}
                aria-current={item.page === page ? 'page' : undefined}
                data-page={item.page}
                onClick={() => go(item.page)}
              >
                {number.format(item.page)}
              </button>
            </li>
          ) : (
            <li key={`jump-${item.direction}`}>
              <button
                type="button"
                className="list-pager-jump"
                aria-label={t(item.direction === 'back' ? 'pager.jumpBack' : 'pager.jumpForward', { n: JUMP })}
                onClick={() => go(item.page)}
              >
                <span className="list-pager-ellipsis" aria-hidden>
                  •••
                </span>
                {item.direction === 'back' ? <DoubleLeftOutlined className="list-pager-jump-icon" aria-hidden /> : <DoubleRightOutlined className="list-pager-jump-icon" aria-hidden />}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="list-pager-step" aria-label={t('pager.next')} disabled={page >= count} onClick={() => go(page + 1)}>
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      <span className="list-pager-size">
        <label htmlFor={sizeId} className="list-pager-size-label">
          {t('pager.pageSize')}
        </label>
        <select id={sizeId} value={pageSize} onChange={(e) => onChange(pageAfterResize(page, pageSize, Number(e.target.value)), Number(e.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('pager.sizeOption', { size })}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
