import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * "Quoting has closed": the look of antd's warning Alert with its icon, drawn from plain elements
 * (antd's colours by their CSS variables), so the quotation page does not wait for Alert's chunk
 * for a notice most suppliers never see.
 */
export function QuotationClosedNotice() {
  const { t } = useTranslation('mf-sourcing');
  return (
    <div
      role="alert"
      data-testid="quotation-closed"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 12px',
        overflowWrap: 'anywhere',
        color: 'var(--ant-color-text, rgba(0, 0, 0, 0.88))',
        background: 'var(--ant-color-warning-bg, #fffbe6)',
        border: '1px solid var(--ant-color-warning-border, #ffe58f)',
        borderRadius: 'var(--ant-border-radius-lg, 8px)',
      }}
    >
      <ExclamationCircleFilled aria-hidden style={{ color: 'var(--ant-color-warning, #faad14)', flex: 'none' }} />
      <span>{t('quotation.closed')}</span>
    </div>
  );
}
