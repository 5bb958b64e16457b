import { Card, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOnly, formatMoney } from '@portal/shared/core';
import { ServerTable } from '@portal/shared/react';
import { fetchContracts, type ContractRow } from './contracts.api';

export default function ContractListPage() {
  const { t } = useTranslation('mf-contracts');
  const [keyword, setKeyword] = useState('');
  return (
    <Card
      title={t('contracts.title')}
      extra={<Input.Search allowClear placeholder={t('contracts.search')} onSearch={(v) => setKeyword(v.trim())} data-testid="contract-search" />}
    >
      <ServerTable<ContractRow>
        testId="contract-table"
        rowKey="contractId"
        criteria={[keyword]}
        load={(page, size) => fetchContracts(page, size, keyword)}
        columns={[
          { title: t('contracts.num'), dataIndex: 'contractNum', width: 170 },
          { title: t('contracts.name'), dataIndex: 'contractName' },
          { title: t('contracts.partyA'), dataIndex: 'partyAName' },
          { title: t('contracts.amount'), key: 'amount', align: 'right', render: (_, c) => formatMoney(c.signedAmount, c.currency) },
          { title: t('contracts.signDate'), dataIndex: 'signDate', width: 120, render: (v: string) => dateOnly(v) },
        ]}
      />
    </Card>
  );
}
