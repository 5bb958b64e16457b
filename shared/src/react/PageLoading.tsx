import { Spin } from 'antd';
import { SPINNER_DELAY_MS } from '@portal/shared/core';

/**
 * What a page shows while its code or first data loads. It holds a screen's height, so the footer
 * below starts out of view and does not jump down when the page arrives (a layout shift, counted
 * against the first load), and it uses padding, not margin, so its space does not collapse into
 * the page's box and move it. The padding counts in minHeight: a held height is the height. The
 * spinner shows only once the wait has lasted SPINNER_DELAY_MS: most loads end before it.
 */
export function PageLoading({ minHeight = '100vh' }: { minHeight?: number | string }) {
  return (
    <div data-testid="page-loading" style={{ minHeight, paddingBlock: 48, boxSizing: 'border-box' }}>
      <Spin style={{ display: 'block' }} delay={SPINNER_DELAY_MS} />
    </div>
  );
}
