import { App, Button, Card, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { ServerTable } from '@portal/shared/react';
import { fetchCaList, unbindCa, type CaCertificate, type CaState } from './ca.api';

const STATE_COLOUR: Record<CaState, string> = { bound: 'green', unbound: 'default', revoked: 'red', expired: 'orange' };

/** /ca_list: the supplier's CA certificates; unbinding asks first, then the list reloads. */
export default function CaListPage() {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);

  const unbind = async (caSn: string) => {
    try {
      await unbindCa(caSn);
      message.success(t('ca.unbound'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setVersion((v) => v + 1);
    }
  };

  return (
    <Card title={t('ca.title')}>
      <ServerTable<CaCertificate>
        testId="ca-table"
        rowKey="caSn"
        load={fetchCaList}
        criteria={[version]}
        columns={[
          { title: t('ca.serial'), dataIndex: 'caSn' },
          { title: t('ca.holder'), dataIndex: 'holder' },
          { title: t('ca.issuer'), dataIndex: 'issuer' },
          { title: t('ca.validFrom'), dataIndex: 'validFrom', render: (v: string | null) => formatWithZone(v) },
          { title: t('ca.validTo'), dataIndex: 'validTo', render: (v: string | null) => formatWithZone(v) },
          {
            title: t('ca.state'),
            dataIndex: 'state',
            render: (v: CaState, r) => (
              <Tag color={STATE_COLOUR[v]} data-testid={`ca-state-${r.caSn}`} data-state={v}>
                {t(`ca.states.${v}`)}
              </Tag>
            ),
          },
          {
            title: t('ca.actions'),
            key: 'actions',
            render: (_: unknown, r) =>
              r.bound ? (
                <Popconfirm title={t('ca.unbindTitle')} description={t('ca.unbindConfirm', { sn: r.caSn })} okText={t('ca.unbind')} cancelText={t('ca.cancel')} onConfirm={() => unbind(r.caSn)}>
                  <Button danger size="small" data-testid={`ca-unbind-${r.caSn}`}>
                    {t('ca.unbind')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
