import { Button, Card, DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink, ServerTable, type PageProps } from '@portal/shared/react';
import { CONTRACT_STATUS_COLOUR, amountText, criteriaOf } from '../../contracts-ui/contract-values';
import { ChinaDay, Value, zonedTitle } from '../../contracts-ui/DetailParts';
import { CONTRACT_STATUSES, CONTRACT_TYPES, fetchContracts, type ContractCriteria, type ContractRow } from './contracts.api';

/**
 * /contract_list (spec 02 §2): the supplier's contracts, searched by number, name, status, type,
 * party A, source number and sign-date range (China days), paged by the server; each number is a
 * real link to /contract_detail.
 */
export default function ContractListPage(_props: PageProps) {
  const { t } = useTranslation('mf-contracts');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm();
  const [criteria, setCriteria] = useState<ContractCriteria>({});
  const [keyword, setKeyword] = useState('');
  // The quick box searches numbers when it looks like one, names otherwise.
  const quick: ContractCriteria = keyword ? (/^[A-Za-z]{1,6}[-\d]/.test(keyword) ? { contractNum: keyword } : { contractName: keyword }) : {};
  const all = { ...criteria, ...quick };
  // New criteria start again on page 1: the table is remounted (ServerTable keeps its page otherwise).
  const criteriaKey = JSON.stringify(all);
  return (
    <Card
      title={t('contracts.title')}
      data-testid="contract-list"
      extra={<Input.Search allowClear placeholder={t('contracts.search')} onSearch={(v) => setKeyword(v.trim())} data-testid="contract-search" style={{ maxWidth: 240 }} />}
    >
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => setCriteria(criteriaOf(v, { key: 'signDate', from: 'signDateFrom', to: 'signDateTo' }))}
        data-testid="contract-filters"
      >
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
          <DatePicker.RangePicker style={{ width: 250 }} data-testid="filter-signDate" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-submit">
            {tc('common.search')}
          </Button>
          <Button
            data-testid="filter-reset"
            onClick={() => {
              form.resetFields();
              setCriteria({});
            }}
          >
            {tc('common.reset')}
          </Button>
        </Space>
      </Form>
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth: 1080 }}>
          <ServerTable<ContractRow>
            key={criteriaKey}
            testId="contract-table"
            rowKey="contractId"
            criteria={[criteriaKey]}
            load={(page, size) => fetchContracts(page, size, all)}
            columns={[
              {
                title: t('contract.num'),
                key: 'num',
                width: 150,
                render: (_, c) => (
                  <PortalLink to="/contract_detail" query={{ contractId: c.contractId }} data-testid="contract-row" data-num={c.contractNum} style={{ whiteSpace: 'nowrap' }}>
                    {c.contractNum}
                  </PortalLink>
                ),
              },
              { title: t('contract.name'), dataIndex: 'contractName', width: 220 },
              {
                title: t('contract.status'),
                key: 'status',
                width: 110,
                render: (_, c) => (
                  <Tag color={CONTRACT_STATUS_COLOUR[c.status]} data-testid="contract-row-status" data-status={c.status}>
                    {t(`contractStatus.${c.status}`, { defaultValue: c.status })}
                  </Tag>
                ),
              },
              { title: t('contract.type'), key: 'type', width: 100, render: (_, c) => <Value>{c.contractType ? t(`contractType.${c.contractType}`, { defaultValue: c.contractType }) : ''}</Value> },
              { title: t('contract.partyA'), dataIndex: 'partyAName', width: 150 },
              { title: t('contract.sourceNum'), key: 'source', width: 120, render: (_, c) => <Value>{c.sourceNum}</Value> },
              { title: t('contract.signedAmount'), key: 'amount', align: 'right', width: 150, render: (_, c) => <span style={{ whiteSpace: 'nowrap' }}>{amountText(c.signedAmount, c.currency)}</span> },
              { title: zonedTitle(t('contract.signDate')), key: 'signDate', width: 130, render: (_, c) => <ChinaDay value={c.signDate} /> },
            ]}
          />
        </div>
      </div>
    </Card>
  );
}
