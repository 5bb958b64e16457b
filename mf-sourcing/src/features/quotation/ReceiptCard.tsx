import { Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstantWithZone, VIETNAM_UTC_OFFSET } from '@portal/shared/core';
import type { QuotationReceipt } from '../../sourcing-api/sourcing-types';

/** The receipt of a sent quotation: number, round, the server's time of the send with its zone, SHA-256 digest. */
export function ReceiptCard({ receipt }: { receipt: QuotationReceipt }) {
  const { t } = useTranslation('mf-sourcing');
  return (
    <div data-testid="quotation-receipt">
      <Result
        status="success"
        style={{ padding: '16px 0 8px' }}
        title={t('quotation.receipt.title')}
        subTitle={t('quotation.receipt.hint')}
      />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('quotation.receipt.number')}>
          <span data-testid="receipt-number">{receipt.quotationNum}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quotation.receipt.round')}>
          <span data-testid="receipt-round">{receipt.round}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quotation.receipt.sentAt')}>
          <span data-testid="receipt-sent-at" style={{ display: 'block' }}>
            {t('detail.chinaTime')} {formatInstantWithZone(receipt.sentAt)}
          </span>
          <span style={{ display: 'block' }}>
            {t('detail.vietnamTime')} {formatInstantWithZone(receipt.sentAt, VIETNAM_UTC_OFFSET)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quotation.receipt.digest')}>
          <Typography.Text code copyable style={{ wordBreak: 'break-all', fontSize: 12 }} data-testid="receipt-digest">
            {receipt.digest}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
