import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortalLink, portalLinkProps, usePageRequest, type PageProps } from '@portal/shared/react';
import { ACCEPTANCE_COLOUR, quantityText } from '../../contracts-ui/contract-values';
import { LogTimeline, Missing, PrintButton, Value, ZonedTime } from '../../contracts-ui/DetailParts';
import { fetchDeliveryNote } from './delivery-notes.api';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };

/**
 * /purchase_order?noteId= (spec 02 §3 "Delivery note"): every field of the note, its contract, and
 * its operation log as a timeline. Print-friendly.
 */
export default function DeliveryNoteDetailPage({ query }: PageProps) {
  const { t } = useTranslation('mf-contracts');
  const id = query.noteId ?? '';
  const { data: n, loading, error } = usePageRequest(() => fetchDeliveryNote(id), [id]);
  if (error) return <Missing message={error.message} backTo="/order_list" backLabel={t('common.backToList')} />;
  return (
    <div className="contracts-print-page">
      <Card
        loading={loading && !n}
        data-testid="note-detail"
        title={<span style={{ whiteSpace: 'normal' }}>{n ? `${n.noteCode} ${n.title ?? ''}` : t('note.detailTitle')}</span>}
        extra={
          <Flex gap={8} wrap className="contracts-no-print">
            <PrintButton />
            <Button {...portalLinkProps('/order_list')} data-testid="back-to-list">
              {t('common.backToList')}
            </Button>
          </Flex>
        }
      >
        {n && (
          <Flex vertical gap={16}>
            <Descriptions bordered size="small" column={COLUMNS} data-testid="note-fields">
              <Descriptions.Item label={t('note.code')}>
                <Value testId="note-code">{n.noteCode}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.title')}>
                <Value testId="note-title">{n.title}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.num')}>
                <PortalLink to="/contract_detail" query={{ contractId: n.contractId }} data-testid="note-contract">
                  {n.contractNum} {n.contractName}
                </PortalLink>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.acceptanceStatus')}>
                <Tag color={ACCEPTANCE_COLOUR[n.acceptanceStatus]} data-testid="note-status" data-status={n.acceptanceStatus}>
                  {t(`acceptance.${n.acceptanceStatus}`, { defaultValue: n.acceptanceStatus })}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.shipTime')}>
                <ZonedTime value={n.shipTime} testId="note-ship-time" />
              </Descriptions.Item>
              <Descriptions.Item label={t('note.confirmTime')}>
                <ZonedTime value={n.confirmTime} testId="note-confirm-time" />
              </Descriptions.Item>
              <Descriptions.Item label={t('note.paperDocNum')}>
                <Value testId="note-paper">{n.paperDocNum}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.orderNum')}>
                <Value testId="note-order">{n.orderNum}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.courierNum')}>
                <Value testId="note-courier">{n.courierNum}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.operator')}>
                <Value testId="note-operator">{n.operator}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.shippedQuantity')}>
                <Value testId="note-shipped">{quantityText(n.shippedQuantity)}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.currentQuantity')}>
                <Value testId="note-current">{quantityText(n.currentQuantity)}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('note.shipToAddress')} span={2}>
                <Value testId="note-address">{n.shipToAddress}</Value>
              </Descriptions.Item>
            </Descriptions>
            <div>
              <Typography.Title level={5}>{t('note.log')}</Typography.Title>
              <LogTimeline entries={n.log} actionLabel={(a) => t(`logAction.${a}`, { defaultValue: a })} />
            </div>
          </Flex>
        )}
      </Card>
    </div>
  );
}
