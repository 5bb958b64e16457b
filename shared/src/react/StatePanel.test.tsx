import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../core';
import { FailurePanel } from './FailurePanel';
import { StatePanel, type StatePanelStatus } from './StatePanel';

const i18n = initI18n();

describe('StatePanel', () => {
  it('draws the status icon, the title as a heading, the sub title and the ways on, under the caller’s test id', () => {
    render(<StatePanel status="info" title="Sign up first" subTitle="The source takes invited suppliers only" extra={<a href="/back">Back</a>} testId="not-signed-up" />);
    const panel = screen.getByTestId('not-signed-up');
    expect(panel.getAttribute('data-status')).toBe('info');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Sign up first');
    expect(panel.textContent).toContain('The source takes invited suppliers only');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/back');
    expect(panel.querySelector('[role="img"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each<[StatePanelStatus, string]>([
    ['success', 'check-circle'],
    ['info', 'exclamation-circle'],
    ['warning', 'warning'],
    ['error', 'close-circle'],
    ['404', 'file-search'],
  ])('shows %s with antd’s %s icon', (status, icon) => {
    render(<StatePanel status={status} title="t" testId="panel" />);
    expect(screen.getByTestId('panel').querySelector(`[aria-label="${icon}"]`)).not.toBeNull();
  });

  it('leaves out the sub title and the ways on when there are none', () => {
    render(<StatePanel status="404" title="Not found" testId="panel" />);
    const panel = screen.getByTestId('panel');
    expect(panel.children).toHaveLength(2);
    expect(panel.textContent).toBe('Not found');
  });

  it('takes a tighter padding inside a card', () => {
    render(<StatePanel status="success" title="Sent" style={{ padding: '16px 0 8px' }} testId="panel" />);
    expect(screen.getByTestId('panel').style.padding).toBe('16px 0px 8px');
  });
});

describe('FailurePanel', () => {
  it('says the part could not load, in the common words unless told otherwise, and retries on request', () => {
    const onRetry = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <FailurePanel detail="mf_sourcing: load failed" onRetry={onRetry} />
      </I18nextProvider>,
    );
    const panel = screen.getByTestId('remote-fallback');
    expect(panel.getAttribute('data-status')).toBe('warning');
    expect(screen.getByRole('heading').textContent).toBe(i18n.t('common:common.remoteFailedTitle'));
    expect(panel.textContent).toContain('mf_sourcing: load failed');
    fireEvent.click(screen.getByTestId('remote-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
