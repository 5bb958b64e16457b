import { Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, PortalLink, type PageProps } from '@portal/shared/react';
import { CONTRACT_STATUS_COLOUR, amountText, criteriaOf } from '../../contracts-ui/contract-values';
import { ChinaDay, Value, zonedTitle } from '../../contracts-ui/DetailParts';
import { RowCard, SearchList } from '../../contracts-ui/SearchList';
import { fetchFrameAgreements, type FrameAgreementCriteria, type FrameAgreementRow } from './frame-agreements.api';

const FRAME_STATUSES = ['DRAFT', 'EFFECTIVE', 'EXPIRED', 'TERMINATED'] as const;
type DayValue = { format(pattern: string): string } | null | undefined;

/**
 * /frame_agreement_result_list (spec 02 §2 "purchase agreements"): the supplier's frame
 * agreements, searched by number, title, status and a day they are valid on; paged.
 */
export default function FrameAgreementListPage(_props: PageProps) {
  const { t } = useTranslation('mf-contracts');
  const [criteria, setCriteria] = useState<FrameAgreementCriteria>({});
  return (
    <SearchList<FrameAgreementRow>
      title={t('frame.listTitle')}
      testId="frame-list"
      onSearch={(v) => {
        const validOn = v.validOn as DayValue;
        setCriteria({ ...criteriaOf({ agreementNum: v.agreementNum, title: v.title, status: v.status }), ...(validOn ? { validOn: validOn.format('YYYY-MM-DD') } : {}) });
      }}
      onReset={() => setCriteria({})}
      minWidth={960}
      // A phone: one card per agreement (issue 35), as the contract lists.
      card={(a) => (
        <RowCard
          head={
            <>
              <PortalLink to="/frame_agreement_result_detail" query={{ agreementId: a.agreementId }} data-testid="frame-row" data-num={a.agreementNum} style={{ whiteSpace: 'nowrap' }}>
                {a.agreementNum}
              </PortalLink>
              <Tag color={CONTRACT_STATUS_COLOUR[a.status]}>{t(`contractStatus.${a.status}`, { defaultValue: a.status })}</Tag>
            </>
          }
          fields={[
            [t('frame.title'), <Value key="title">{a.title}</Value>, true],
            [t('contract.partyA'), <Value key="partyA">{a.partyAName}</Value>, true],
            [t('contract.totalAmount'), <Value key="amount">{amountText(a.totalAmount, a.currency)}</Value>],
            [
              zonedTitle(t('frame.validity')),
              <span key="validity">
                <ChinaDay value={a.validFrom} /> – <ChinaDay value={a.validTo} />
              </span>,
              true,
            ],
          ]}
        />
      )}
      filters={
        <>
          <Form.Item name="agreementNum" label={t('frame.num')}>
            <Input allowClear maxLength={64} style={{ width: 150 }} data-testid="filter-agreementNum" />
          </Form.Item>
          <Form.Item name="title" label={t('frame.title')}>
            <Input allowClear maxLength={200} style={{ width: 180 }} data-testid="filter-title" />
          </Form.Item>
          <Form.Item name="status" label={t('contract.status')}>
            <Select allowClear style={{ width: 130 }} data-testid="filter-status" options={FRAME_STATUSES.map((s) => ({ value: s, label: t(`contractStatus.${s}`) }))} />
          </Form.Item>
          <Form.Item name="validOn" label={t('frame.validOn')}>
            <DateField style={{ width: 150 }} data-testid="filter-validOn" />
          </Form.Item>
        </>
      }
      table={{
        testId: 'frame-table',
        rowKey: 'agreementId',
        criteria,
        load: (page, size) => fetchFrameAgreements(page, size, criteria),
        columns: [
          {
            title: t('frame.num'),
            key: 'num',
            width: 140,
            render: (_, a) => (
              <PortalLink to="/frame_agreement_result_detail" query={{ agreementId: a.agreementId }} data-testid="frame-row" data-num={a.agreementNum} style={{ whiteSpace: 'nowrap' }}>
                {a.agreementNum}
              </PortalLink>
            ),
          },
          { title: t('frame.title'), dataIndex: 'title', width: 240 },
          { title: t('contract.partyA'), dataIndex: 'partyAName' },
          {
            title: t('contract.status'),
            key: 'status',
            width: 100,
            render: (_, a) => <Tag color={CONTRACT_STATUS_COLOUR[a.status]}>{t(`contractStatus.${a.status}`, { defaultValue: a.status })}</Tag>,
          },
          { title: t('contract.totalAmount'), key: 'amount', align: 'right', width: 140, render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{amountText(a.totalAmount, a.currency)}</span> },
          {
            title: zonedTitle(t('frame.validity')),
            key: 'validity',
            width: 200,
            render: (_, a) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                <ChinaDay value={a.validFrom} /> – <ChinaDay value={a.validTo} />
              </span>
            ),
          },
        ],
      }}
    />
  );
}
