import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantWithZone, VIETNAM_UTC_OFFSET } from '@portal/shared/core';
import { StatePanel } from '@portal/shared/react';
import { downloadReceiptPdf } from '../../sourcing-api/receipt-pdf.api';
import type { QuotationReceipt } from '../../sourcing-api/sourcing-types';

/** The receipt of a sent quotation: number, round, the server's time of the send with its zone, SHA-256 digest. */
export function ReceiptCard({ receipt, sourceId }: { receipt: QuotationReceipt; sourceId?: string }) {
  const { t } = useTranslation('mf-sourcing');
  const [busy, setBusy] = useState(false);
  async function download(id: string) {
    setBusy(true);
    try {
      await downloadReceiptPdf(id, receipt.quotationId);
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }
  return (
    <div data-testid="quotation-receipt">
      <StatePanel
        status="success"
        style={{ padding: '16px 0 8px' }}
        title={t('quotation.receipt.title')}
        subTitle={t('quotation.receipt.hint')}
        extra={
          sourceId ? (
            // The quotation with this receipt, to keep (server-drawn PDF, the owner's only).
            <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void download(sourceId)} data-testid="receipt-pdf">
              {t('quotation.downloadPdf')}
            </Button>
          ) : undefined
        }
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
