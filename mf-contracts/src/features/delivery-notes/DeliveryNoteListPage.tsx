import { Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField, PortalLink, type PageProps } from '@portal/shared/react';
import { ACCEPTANCE_COLOUR, criteriaOf, quantityText } from '../../contracts-ui/contract-values';
import { Value, ZonedTime } from '../../contracts-ui/DetailParts';
import { RowCard, SearchList } from '../../contracts-ui/SearchList';
import { ACCEPTANCE_STATUSES, exportDeliveryNotes, fetchDeliveryNotes, type DeliveryNoteCriteria, type DeliveryNoteRow } from './delivery-notes.api';

/**
 * /order_list (spec 02 §2): the supplier's delivery notes, searched by code, contract number, order
 * number, title, acceptance status and ship-time range (China days); each code links to
 * /purchase_order. `?contractNum=` pre-fills the search (the contract detail's notes). The list as
 * searched exports to Excel; a phone shows each note as a card.
 */
export default function DeliveryNoteListPage({ query }: PageProps) {
  const { t } = useTranslation('mf-contracts');
  const [criteria, setCriteria] = useState<DeliveryNoteCriteria>(() => (query.contractNum ? { contractNum: query.contractNum } : {}));
  const codeLink = (n: DeliveryNoteRow) => (
    <PortalLink to="/purchase_order" query={{ noteId: n.noteId }} data-testid="note-row" data-code={n.noteCode} style={{ whiteSpace: 'nowrap' }}>
      {n.noteCode}
    </PortalLink>
  );
  const contractLink = (n: DeliveryNoteRow) => (
    <PortalLink to="/contract_detail" query={{ contractId: n.contractId }} style={{ whiteSpace: 'nowrap' }}>
      {n.contractNum}
    </PortalLink>
  );
  const statusTag = (n: DeliveryNoteRow) => (
    <Tag color={ACCEPTANCE_COLOUR[n.acceptanceStatus]} data-testid="note-row-status" data-status={n.acceptanceStatus}>
      {t(`acceptance.${n.acceptanceStatus}`, { defaultValue: n.acceptanceStatus })}
    </Tag>
  );
  return (
    <SearchList<DeliveryNoteRow>
      title={t('note.listTitle')}
      testId="note-list"
      initialValues={{ contractNum: query.contractNum }}
      onSearch={(v) => setCriteria(criteriaOf(v, { key: 'shipTime', from: 'shipTimeFrom', to: 'shipTimeTo' }))}
      onReset={() => setCriteria({})}
      onExport={() => exportDeliveryNotes(criteria)}
      // The columns fit a 1280 px window beside the side menu (about 960 px of table): the last
      // one shows without scrolling; narrower windows scroll the table's box.
      minWidth={900}
      card={(n) => (
        <RowCard
          head={
            <>
              {codeLink(n)}
              {statusTag(n)}
            </>
          }
          fields={[
            [t('note.title'), <Value key="title">{n.title}</Value>, true],
            [t('contract.num'), contractLink(n)],
            [t('note.orderNum'), <Value key="order">{n.orderNum}</Value>],
            [t('note.currentQuantity'), <Value key="qty">{quantityText(n.currentQuantity)}</Value>],
            [t('note.shipTime'), <ZonedTime key="ship" value={n.shipTime} />, true],
          ]}
        />
      )}
      filters={
        <>
          <Form.Item name="noteCode" label={t('note.code')}>
            <Input allowClear maxLength={64} style={{ width: 160 }} data-testid="filter-noteCode" />
          </Form.Item>
          <Form.Item name="contractNum" label={t('contract.num')}>
            <Input allowClear maxLength={100} style={{ width: 150 }} data-testid="filter-contractNum" />
          </Form.Item>
          <Form.Item name="orderNum" label={t('note.orderNum')}>
            <Input allowClear maxLength={64} style={{ width: 130 }} data-testid="filter-orderNum" />
          </Form.Item>
          <Form.Item name="title" label={t('note.title')}>
            <Input allowClear maxLength={200} style={{ width: 170 }} data-testid="filter-title" />
          </Form.Item>
          <Form.Item name="acceptanceStatus" label={t('note.acceptanceStatus')}>
            <Select allowClear style={{ width: 130 }} data-testid="filter-acceptanceStatus" options={ACCEPTANCE_STATUSES.map((s) => ({ value: s, label: t(`acceptance.${s}`) }))} />
          </Form.Item>
          <Form.Item name="shipTime" label={t('note.shipTime')}>
            <DateRangeField style={{ width: 250 }} data-testid="filter-shipTime" />
          </Form.Item>
        </>
      }
      table={{
        testId: 'note-table',
        rowKey: 'noteId',
        criteria,
        load: (page, size) => fetchDeliveryNotes(page, size, criteria),
        columns: [
          { title: t('note.code'), key: 'code', width: 140, render: (_, n) => codeLink(n) },
          { title: t('note.title'), key: 'title', render: (_, n) => <Value>{n.title}</Value> },
          { title: t('contract.num'), key: 'contract', width: 130, render: (_, n) => contractLink(n) },
          { title: t('note.orderNum'), key: 'order', width: 100, render: (_, n) => <Value>{n.orderNum}</Value> },
          { title: t('note.acceptanceStatus'), key: 'status', width: 104, render: (_, n) => statusTag(n) },
          { title: t('note.currentQuantity'), key: 'qty', align: 'right', width: 100, render: (_, n) => quantityText(n.currentQuantity) },
          { title: t('note.shipTime'), key: 'ship', width: 176, render: (_, n) => <ZonedTime value={n.shipTime} /> },
        ],
      }}
    />
  );
}
