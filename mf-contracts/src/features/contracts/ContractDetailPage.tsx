import { Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { PortalLink, portalLinkProps, usePageRequest, type PageProps } from '@portal/shared/react';
import { ACCEPTANCE_COLOUR, CONTRACT_STATUS_COLOUR, amountText, quantityText } from '../../contracts-ui/contract-values';
import { Missing, PrintButton, Value, ZonedDay, ZonedTime } from '../../contracts-ui/DetailParts';
import { fetchContract, type ContractDocument, type ContractNote } from './contracts.api';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };

/**
 * /contract_detail?contractId= (spec 02 §3 "Contract"): every field of the contract — parties and
 * their contacts, amounts in the contract's currency, dates, quantities, addresses, the source it
 * came from and its frame agreement — with its delivery notes and documents. Print-friendly.
 */
export default function ContractDetailPage({ query }: PageProps) {
  const { t } = useTranslation('mf-contracts');
  const id = query.contractId ?? '';
  const { data: c, loading, error } = usePageRequest(() => (id ? fetchContract(id) : Promise.resolve(undefined)), [id]);
  // No contract named: the catalogue's "resource does not exist", not the server's parameter check.
  if (!id) return <Missing message={t('common:http.notFound')} backTo="/contract_list" backLabel={t('common.backToList')} />;
  if (error) return <Missing message={error.message} backTo="/contract_list" backLabel={t('common.backToList')} />;
  return (
    <div className="contracts-print-page">
      <Card
        loading={loading && !c}
        data-testid="contract-detail"
        title={<span style={{ whiteSpace: 'normal' }}>{c ? `${c.contractNum} ${c.contractName}` : t('contract.detailTitle')}</span>}
        extra={
          <Flex gap={8} wrap className="contracts-no-print">
            <PrintButton />
            <Button {...portalLinkProps('/contract_list')} data-testid="back-to-list">
              {t('common.backToList')}
            </Button>
          </Flex>
        }
      >
        {c && (
          <Flex vertical gap={16}>
            <Descriptions bordered size="small" column={COLUMNS} title={t('contract.basic')} data-testid="contract-fields">
              <Descriptions.Item label={t('contract.num')}>
                <Value testId="contract-num">{c.contractNum}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.name')}>
                <Value testId="contract-name">{c.contractName}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.status')}>
                <Tag color={CONTRACT_STATUS_COLOUR[c.status]} data-testid="contract-status" data-status={c.status}>
                  {t(`contractStatus.${c.status}`, { defaultValue: c.status })}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.type')}>
                <Value testId="contract-type">{c.contractType ? t(`contractType.${c.contractType}`, { defaultValue: c.contractType }) : ''}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.signedAmount')}>
                <Value testId="contract-signed-amount">{amountText(c.signedAmount, c.currency)}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.totalAmount')}>
                <Value testId="contract-total-amount">{amountText(c.totalAmount, c.currency)}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.currency')}>
                <Value testId="contract-currency">{c.currency}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.signDate')}>
                <ZonedDay value={c.signDate} testId="contract-sign-date" />
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.predictedArrival')}>
                <ZonedDay value={c.predictedArrival} testId="contract-predicted-arrival" />
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.storageDate')}>
                <ZonedTime value={c.storageDate} testId="contract-storage-date" />
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.receivedQuantity')}>
                <Value testId="contract-received">{quantityText(c.receivedQuantity)}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.shippedQuantity')}>
                <Value testId="contract-shipped">{quantityText(c.shippedQuantity)}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.source')}>
                {c.sourceId ? (
                  <PortalLink to="/source_detail" query={{ sourceId: c.sourceId }} data-testid="contract-source">
                    {c.sourceNum} {c.sourceTitle}
                  </PortalLink>
                ) : (
                  <Value>{''}</Value>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.frameAgreement')}>
                {c.frameAgreement ? (
                  <PortalLink to="/frame_agreement_result_detail" query={{ agreementId: c.frameAgreement.agreementId }} data-testid="contract-frame">
                    {c.frameAgreement.agreementNum} {c.frameAgreement.title}
                  </PortalLink>
                ) : (
                  <Value>{''}</Value>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.arrivalAddress')} span={2}>
                <Value testId="contract-arrival-address">{c.arrivalAddress}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.invoiceAddress')} span={2}>
                <Value testId="contract-invoice-address">{c.invoiceAddress}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.remark')} span={2}>
                <Value>{c.remark}</Value>
              </Descriptions.Item>
            </Descriptions>
            <Descriptions bordered size="small" column={COLUMNS} title={t('contract.parties')} data-testid="contract-parties">
              <Descriptions.Item label={t('contract.partyA')}>
                <Value testId="contract-party-a">{c.partyAName}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.partyB')}>
                <Value testId="contract-party-b">{c.partyBName}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.partyAContact')}>
                <Value testId="contract-party-a-contact">{[c.partyAContact, c.partyAPhone].filter(Boolean).join(' ')}</Value>
              </Descriptions.Item>
              <Descriptions.Item label={t('contract.partyBContact')}>
                <Value testId="contract-party-b-contact">{[c.partyBContact, c.partyBPhone].filter(Boolean).join(' ')}</Value>
              </Descriptions.Item>
            </Descriptions>
            <div>
              <Typography.Title level={5}>{t('contract.deliveryNotes')}</Typography.Title>
              <div style={{ overflowX: 'auto' }}>
                <Table<ContractNote>
                  size="small"
                  rowKey="noteId"
                  pagination={false}
                  data-testid="contract-notes"
                  dataSource={c.deliveryNotes}
                  style={{ minWidth: 620 }}
                  columns={[
                    {
                      title: t('note.code'),
                      key: 'code',
                      render: (_, n) => (
                        <PortalLink to="/purchase_order" query={{ noteId: n.noteId }} data-testid="contract-note" data-code={n.noteCode}>
                          {n.noteCode}
                        </PortalLink>
                      ),
                    },
                    { title: t('note.title'), key: 'title', render: (_, n) => <Value>{n.title}</Value> },
                    { title: t('note.shipTime'), key: 'ship', render: (_, n) => <ZonedTime value={n.shipTime} /> },
                    {
                      title: t('note.acceptanceStatus'),
                      key: 'status',
                      render: (_, n) => <Tag color={ACCEPTANCE_COLOUR[n.acceptanceStatus]}>{t(`acceptance.${n.acceptanceStatus}`, { defaultValue: n.acceptanceStatus })}</Tag>,
                    },
                    { title: t('note.currentQuantity'), key: 'qty', align: 'right', render: (_, n) => quantityText(n.currentQuantity) },
                  ]}
                />
              </div>
            </div>
            <div>
              <Typography.Title level={5}>{t('contract.documents')}</Typography.Title>
              <Table<ContractDocument>
                size="small"
                rowKey="docId"
                pagination={false}
                data-testid="contract-documents"
                dataSource={c.documents}
                columns={[
                  {
                    title: t('document.title'),
                    key: 'title',
                    render: (_, d) => (
                      <a href={d.url} download={d.fileName} data-testid="contract-document" data-doc={d.docId}>
                        {d.title}
                      </a>
                    ),
                  },
                  { title: t('document.fileName'), dataIndex: 'fileName' },
                  { title: t('document.size'), key: 'size', align: 'right', render: (_, d) => `${quantityText(d.fileSizeKb)} KB` },
                  { title: t('document.createdAt'), key: 'at', render: (_, d) => formatWithZone(d.createdAt) },
                ]}
              />
            </div>
          </Flex>
        )}
      </Card>
    </div>
  );
}
