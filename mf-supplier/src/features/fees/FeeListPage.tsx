import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { ServerTable } from '@portal/shared/react';
import { exportFees, fetchFees, fetchPayments, type FeeFilter, type OrderStatus, type PayOrder, type SupplierFee } from './fees.api';
import { InvoiceDialog } from './InvoiceDialog';
import { feeAmount } from './money';
import { PayDialog } from './PayDialog';

const ORDER_COLOUR: Record<OrderStatus, string> = { pending: 'blue', paid: 'green', failed: 'red', expired: 'default' };

/**
 * /member_fee_list: membership fees (pay with a QR code, invoice details), filtered by state and
 * exported to Excel as filtered, and payment records.
 */
export default function FeeListPage() {
  const { t } = useTranslation('mf-supplier');
  const [version, setVersion] = useState(0);
  const [paying, setPaying] = useState<SupplierFee | null>(null);
  const [invoicing, setInvoicing] = useState<SupplierFee | null>(null);
  const [status, setStatus] = useState<FeeFilter>('');
  const [exporting, setExporting] = useState(false);
  const reload = () => setVersion((v) => v + 1);
  const exportList = async () => {
    setExporting(true);
    try {
      await exportFees(status);
    } catch {
      // The HTTP client has told the user why.
    } finally {
      setExporting(false);
    }
  };

  // On a phone the columns scroll inside their box; the page itself never scrolls sideways.
  const fees = (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Segmented<FeeFilter>
          value={status}
          onChange={setStatus}
          data-testid="fee-filter"
          options={(['', 'due', 'paid'] as const).map((v) => ({ value: v, label: <span data-testid={`fee-filter-${v || 'all'}`}>{t(`fees.filter.${v || 'all'}`)}</span> }))}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()} data-testid="fee-export">
          {t('fees.exportExcel')}
        </Button>
      </Flex>
      <div style={{ overflowX: 'auto' }}>
        <ServerTable<SupplierFee>
          testId="fee-table"
          rowKey="feeId"
          load={(page, size) => fetchFees(page, size, status)}
          criteria={[version, status]}
          columns={[
            { title: t('fees.feeTitle'), dataIndex: 'title' },
            { title: t('fees.period'), dataIndex: 'period' },
            { title: t('fees.amount'), dataIndex: 'amount', align: 'right', render: (v: string, r) => <span style={{ whiteSpace: 'nowrap' }}>{feeAmount(v, r.currency)}</span> },
            { title: t('fees.dueDate'), dataIndex: 'dueDate', render: (v: string | null) => formatWithZone(v) },
            {
              title: t('fees.status'),
              dataIndex: 'status',
              render: (v: SupplierFee['status'], r) => (
                <span data-testid={`fee-status-${r.feeId}`} data-status={v}>
                  {v === 'paid' ? <Tag color="green">{t('fees.statusPaid')}</Tag> : <Tag color={r.overdue ? 'red' : 'orange'}>{r.overdue ? t('fees.statusOverdue') : t('fees.statusDue')}</Tag>}
                </span>
              ),
            },
            { title: t('fees.paidAt'), dataIndex: 'paidAt', render: (v: string | null) => formatWithZone(v) },
            {
              title: t('fees.actions'),
              key: 'actions',
              render: (_: unknown, r) =>
                r.payable ? (
                  <Space size={4} wrap>
                    <Button type="primary" size="small" onClick={() => setPaying(r)} data-testid={`fee-pay-${r.feeId}`}>
                      {t('fees.pay')}
                    </Button>
                    <Button size="small" onClick={() => setInvoicing(r)} data-testid={`fee-invoice-${r.feeId}`}>
                      {t('fees.invoiceButton')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </div>
    </Flex>
  );

  const payments = (
    <div style={{ overflowX: 'auto' }}>
      <ServerTable<PayOrder>
        testId="payment-table"
        rowKey="orderId"
        load={fetchPayments}
        criteria={[version]}
        columns={[
          { title: t('fees.orderId'), dataIndex: 'orderId' },
          { title: t('fees.feeTitle'), dataIndex: 'feeTitle' },
          { title: t('fees.amount'), dataIndex: 'amount', align: 'right', render: (v: string, r) => <span style={{ whiteSpace: 'nowrap' }}>{feeAmount(v, r.currency)}</span> },
          {
            title: t('fees.status'),
            dataIndex: 'status',
            render: (v: OrderStatus, r) => (
              <Tag color={ORDER_COLOUR[v]} data-testid={`order-status-${r.orderId}`}>
                {t(`fees.order.${v}`)}
              </Tag>
            ),
          },
          { title: t('fees.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatWithZone(v) },
          { title: t('fees.settledAt'), dataIndex: 'settledAt', render: (v: string | null) => formatWithZone(v) },
        ]}
      />
    </div>
  );

  return (
    <Card title={t('fees.title')}>
      <Tabs
        items={[
          { key: 'fees', label: t('fees.feesTab'), children: fees },
          { key: 'payments', label: t('fees.paymentsTab'), children: payments },
        ]}
      />
      <PayDialog fee={paying} onClose={() => { setPaying(null); reload(); }} onSettled={reload} />
      <InvoiceDialog fee={invoicing} onClose={() => setInvoicing(null)} onSaved={() => { setInvoicing(null); reload(); }} />
    </Card>
  );
}
