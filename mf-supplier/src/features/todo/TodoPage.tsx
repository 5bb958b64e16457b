import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone, supplierNameIn } from '@portal/shared/core';
import { ServerTable, useLanguage, usePortalSession } from '@portal/shared/react';
import { fetchSupplierNotices, type SupplierNotice } from './todo.api';

export default function TodoPage() {
  const { t } = useTranslation('mf-supplier');
  const { portalUser } = usePortalSession();
  const language = useLanguage();
  return (
    <Card title={t('todo.title', { name: supplierNameIn(portalUser, language) ?? '' })}>
      <ServerTable<SupplierNotice>
        testId="supplier-notices"
        rowKey="id"
        load={fetchSupplierNotices}
        columns={[
          { title: t('todo.notice'), dataIndex: 'title' },
          {
            title: t('todo.state'),
            dataIndex: 'viewed',
            width: 120,
            render: (viewed: boolean) => (viewed ? <Tag>{t('todo.viewed')}</Tag> : <Tag color="blue">{t('todo.notViewed')}</Tag>),
          },
          { title: t('todo.time'), dataIndex: 'createdAt', width: 200, render: (v: string) => formatWithZone(v) },
        ]}
      />
    </Card>
  );
}
