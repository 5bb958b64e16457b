import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateOnly, formatMoney } from '@portal/shared/core';
import { ServerTable } from '@portal/shared/react';
import { fetchContracts, type ContractRow } from './contracts.api';

export default function ContractListPage() {
  const { t } = useTranslation('mf-contracts');
  return (
    <Card title={t('contracts.title')}>
      <ServerTable<ContractRow>
        testId="contract-table"
        rowKey="contractId"
        load={fetchContracts}
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
