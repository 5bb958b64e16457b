import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n, SPINNER_DELAY_MS, type Notice } from '@portal/shared/core';
import { NoticeTable } from './NoticeTable';

const i18n = initI18n();

const notice = { infoId: 'N1', infoTitle: '华能光伏组件招标公告', noticeSendTime: '2026-11-20T02:00:00Z' } as unknown as Notice;
const draw = (loading: boolean, records: Notice[] = []) => (
  <I18nextProvider i18n={i18n}>
    <NoticeTable testId="list" loading={loading} records={records} linkOf={() => ({ to: '/ten_notice_preview_content' })} />
  </I18nextProvider>
);

describe('NoticeTable', () => {
  afterEach(() => jest.useRealTimers());

  it('says it is loading at once, but shows its spinner only once the load has lasted a while', () => {
    jest.useFakeTimers();
    const { container, rerender } = render(draw(true));
    expect(screen.getByTestId('list').hasAttribute('data-loading')).toBe(true);
    expect(screen.getByTestId('list').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS + 10));
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    rerender(draw(false, [notice]));
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS + 10));
    expect(screen.getByTestId('list').hasAttribute('data-loading')).toBe(false);
    expect(screen.getByTestId('list').hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    expect(screen.getByTestId('notice-row').textContent).toBe('华能光伏组件招标公告');
  });
});
