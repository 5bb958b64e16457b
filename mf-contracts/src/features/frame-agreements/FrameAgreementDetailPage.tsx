import { Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortalLink, portalLinkProps, usePageRequest, type PageProps } from '@portal/shared/react';
import { CONTRACT_STATUS_COLOUR, amountText, quantityText } from '../../contracts-ui/contract-values';
import { Missing, PrintButton, Value, ZonedDay } from '../../contracts-ui/DetailParts';
import { fetchFrameAgreement, type FrameAgreementDetail, type FrameLine } from './frame-agreements.api';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };
type CallOff = FrameAgreementDetail['contracts'][number];

/**
 * /frame_agreement_result_detail?agreementId=: the agreement's parties, amount, validity, lines
 * (unit price in its currency) and the contracts called off under it (links). Print-friendly.
 */
export default function FrameAgreementDetailPage({ query }: PageProps) {
  const { t } = useTranslation('mf-contracts');
  const id = query.agreementId ?? '';
  const { data: a, loading, error } = usePageRequest(() => fetchFrameAgreement(id), [id]);
  if (error) return <Missing message={error.message} backTo="/frame_agreement_result_list" backLabel={t('common.backToList')} />;
  return (
    <div className="contracts-print-page">
      <Card
        loading={loading && !a}
        data-testid="frame-detail"
        title={<span style={{ whiteSpace: 'normal' }}>{a ? `${a.agreementNum} ${a.title}` : t('frame.detailTitle')}</span>}
        extra={
          <Flex gap={8} wrap className="contracts-no-print">
            <PrintButton />
            <Button {...portalLinkProps('/frame_agreement_result_list')} data-testid="back-to-list">
              {t('common.backToList')}
            </Button>
          </Flex>
        }
      >
        {a && (
          <Flex vertical gap={16}>
            <Descriptions bordered size="small" column={COLUMNS} data-testid="frame-fields">
              <Descriptions.Item label={t('frame.num')}>
                <Value testId="frame-num">{a.agreementNum}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('frame.title')}>
                <Value testId="frame-title">{a.title}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.partyA')}>
                <Value testId="frame-party-a">{a.partyAName}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.partyB')}>
                <Value testId="frame-party-b">{a.partyBName}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.status')}>
                <Tag color={CONTRACT_STATUS_COLOUR[a.status]}>{t(`contractStatus.${a.status}`, { defaultValue: a.status })}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.totalAmount')}>
                <Value testId="frame-amount">{amountText(a.totalAmount, a.currency)}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.signDate')}>
                <ZonedDay value={a.signDate} />
              </Descriptions.Item>
              <Descriptions.Item label={t('frame.validity')}>
                <span data-testid="frame-validity">
                  <ZonedDay value={a.validFrom} /> – <ZonedDay value={a.validTo} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.remark')} span={2}>
                <Value>{a.remark}</Value>
              </Descriptions.Item>
            </Descriptions>
            <div>
              <Typography.Title level={5}>{t('frame.lines')}</Typography.Title>
              <div style={{ overflowX: 'auto' }}>
                <Table<FrameLine>
                  size="small"
                  rowKey="lineNo"
                  pagination={false}
                  data-testid="frame-lines"
                  dataSource={a.lines}
                  style={{ minWidth: 640 }}
                  columns={[
                    { title: '#', dataIndex: 'lineNo', width: 48 },
                    { title: t('frame.itemCode'), key: 'code', render: (_, l) => <Value>{l.itemCode}</Value> },
                    { title: t('frame.description'), key: 'desc', render: (_, l) => <Value>{l.description}</Value> },
                    { title: t('frame.specification'), key: 'spec', render: (_, l) => <Value>{l.specification}</Value> },
                    { title: t('frame.unit'), key: 'unit', render: (_, l) => <Value>{l.unit}</Value> },
                    { title: t('frame.quantity'), key: 'qty', align: 'right', render: (_, l) => quantityText(l.quantity) },
                    { title: t('frame.unitPrice'), key: 'price', align: 'right', render: (_, l) => <span style={{ whiteSpace: 'nowrap' }}>{amountText(l.unitPrice, a.currency)}</span> },
                    { title: t('frame.taxRate'), key: 'tax', align: 'right', render: (_, l) => (l.taxRate ? `${quantityText(l.taxRate)}%` : '') },
                  ]}
                />
              </div>
            </div>
            <div>
              <Typography.Title level={5}>{t('frame.contracts')}</Typography.Title>
              <Table<CallOff>
                size="small"
                rowKey="contractId"
                pagination={false}
                data-testid="frame-contracts"
                dataSource={a.contracts}
                columns={[
                  {
                    title: t('contract.num'),
                    key: 'num',
                    render: (_, c) => (
                      <PortalLink to="/contract_detail" query={{ contractId: c.contractId }} data-testid="frame-contract" data-num={c.contractNum}>
                        {c.contractNum}
                      </PortalLink>
                    ),
                  },
                  { title: t('contract.name'), dataIndex: 'contractName' },
                  { title: t('contract.status'), key: 'status', render: (_, c) => <Tag color={CONTRACT_STATUS_COLOUR[c.status]}>{t(`contractStatus.${c.status}`, { defaultValue: c.status })}</Tag> },
                ]}
              />
            </div>
          </Flex>
        )}
      </Card>
    </div>
  );
}
