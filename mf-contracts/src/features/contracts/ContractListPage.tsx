import { Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField, PortalLink, type PageProps } from '@portal/shared/react';
import { CONTRACT_STATUS_COLOUR, amountText, criteriaOf } from '../../contracts-ui/contract-values';
import { ChinaDay, Value, zonedTitle } from '../../contracts-ui/DetailParts';
import { RowCard, SearchList } from '../../contracts-ui/SearchList';
import { CONTRACT_STATUSES, CONTRACT_TYPES, exportContracts, fetchContracts, type ContractCriteria, type ContractRow } from './contracts.api';

/**
 * /contract_list (spec 02 §2): the supplier's contracts, searched by number, name, status, type,
 * party A, source number and sign-date range (China days), paged by the server; each number is a
 * real link to /contract_detail. The list as searched exports to Excel; a phone shows each contract
 * as a card.
 */
export default function ContractListPage(_props: PageProps) {
  const { t } = useTranslation('mf-contracts');
  const [criteria, setCriteria] = useState<ContractCriteria>({});
  const [keyword, setKeyword] = useState('');
  // The quick box searches numbers when it looks like one, names otherwise.
  const quick: ContractCriteria = keyword ? (/^[A-Za-z]{1,6}[-\d]/.test(keyword) ? { contractNum: keyword } : { contractName: keyword }) : {};
  const all = { ...criteria, ...quick };
  const numLink = (c: ContractRow) => (
    <PortalLink to="/contract_detail" query={{ contractId: c.contractId }} data-testid="contract-row" data-num={c.contractNum} style={{ whiteSpace: 'nowrap' }}>
      {c.contractNum}
    </PortalLink>
  );
  const statusTag = (c: ContractRow) => (
    <Tag color={CONTRACT_STATUS_COLOUR[c.status]} data-testid="contract-row-status" data-status={c.status}>
      {t(`contractStatus.${c.status}`, { defaultValue: c.status })}
    </Tag>
  );
  const typeText = (c: ContractRow) => <Value>{c.contractType ? t(`contractType.${c.contractType}`, { defaultValue: c.contractType }) : ''}</Value>;
  const amount = (c: ContractRow) => <span style={{ whiteSpace: 'nowrap' }}>{amountText(c.signedAmount, c.currency)}</span>;
  return (
    <SearchList<ContractRow>
      title={t('contracts.title')}
      testId="contract-list"
      filtersTestId="contract-filters"
      extra={<Input.Search allowClear placeholder={t('contracts.search')} onSearch={(v) => setKeyword(v.trim())} data-testid="contract-search" style={{ maxWidth: 240 }} />}
      onSearch={(v) => setCriteria(criteriaOf(v, { key: 'signDate', from: 'signDateFrom', to: 'signDateTo' }))}
      onReset={() => setCriteria({})}
      onExport={() => exportContracts(all)}
      // The columns fit a 1280 px window beside the side menu (about 960 px of table): the last
      // one shows without scrolling; narrower windows scroll the table's box.
      minWidth={900}
      card={(c) => (
        <RowCard
          head={
            <>
              {numLink(c)}
              {statusTag(c)}
            </>
          }
          fields={[
            [t('contract.name'), <Value key="name">{c.contractName}</Value>, true],
            [t('contract.partyA'), <Value key="partyA">{c.partyAName}</Value>, true],
            [t('contract.signedAmount'), <Value key="amount">{amountText(c.signedAmount, c.currency)}</Value>],
            [zonedTitle(t('contract.signDate')), <ChinaDay key="signDate" value={c.signDate} />],
            [t('contract.type'), typeText(c)],
            [t('contract.sourceNum'), <Value key="source">{c.sourceNum}</Value>],
          ]}
        />
      )}
      filters={
        <>
          <Form.Item name="contractNum" label={t('contract.num')}>
            <Input allowClear maxLength={100} style={{ width: 150 }} data-testid="filter-contractNum" />
          </Form.Item>
          <Form.Item name="contractName" label={t('contract.name')}>
            <Input allowClear maxLength={200} style={{ width: 170 }} data-testid="filter-contractName" />
          </Form.Item>
          <Form.Item name="status" label={t('contract.status')}>
            <Select allowClear style={{ width: 130 }} data-testid="filter-status" options={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contractStatus.${s}`) }))} />
          </Form.Item>
          <Form.Item name="contractType" label={t('contract.type')}>
            <Select allowClear style={{ width: 130 }} data-testid="filter-contractType" options={CONTRACT_TYPES.map((s) => ({ value: s, label: t(`contractType.${s}`) }))} />
          </Form.Item>
          <Form.Item name="partyAName" label={t('contract.partyA')}>
            <Input allowClear maxLength={200} style={{ width: 150 }} data-testid="filter-partyAName" />
          </Form.Item>
          <Form.Item name="sourceNum" label={t('contract.sourceNum')}>
            <Input allowClear maxLength={64} style={{ width: 150 }} data-testid="filter-sourceNum" />
          </Form.Item>
          <Form.Item name="signDate" label={t('contract.signDate')}>
            <DateRangeField style={{ width: 250 }} data-testid="filter-signDate" />
          </Form.Item>
        </>
      }
      table={{
        testId: 'contract-table',
        rowKey: 'contractId',
        criteria: all,
        load: (page, size) => fetchContracts(page, size, all),
        columns: [
          { title: t('contract.num'), key: 'num', width: 130, render: (_, c) => numLink(c) },
          { title: t('contract.name'), key: 'name', render: (_, c) => <Value>{c.contractName}</Value> },
          { title: t('contract.status'), key: 'status', width: 104, render: (_, c) => statusTag(c) },
          { title: t('contract.type'), key: 'type', width: 84, render: (_, c) => typeText(c) },
          { title: t('contract.partyA'), key: 'partyA', width: 140, render: (_, c) => <Value>{c.partyAName}</Value> },
          { title: t('contract.sourceNum'), key: 'source', width: 116, render: (_, c) => <Value>{c.sourceNum}</Value> },
          { title: t('contract.signedAmount'), key: 'amount', align: 'right', width: 136, render: (_, c) => amount(c) },
          { title: zonedTitle(t('contract.signDate')), key: 'signDate', width: 108, render: (_, c) => <ChinaDay value={c.signDate} /> },
        ],
      }}
    />
  );
}
