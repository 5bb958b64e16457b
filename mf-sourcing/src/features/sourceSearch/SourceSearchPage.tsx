import { Card, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type SourceItem } from '@portal/shared/core';
import { ServerTable, useLanguage } from '@portal/shared/react';
import { searchInquiries } from './source-search.api';

export default function SourceSearchPage() {
  const { t } = useTranslation('mf-sourcing');
  const language = useLanguage();
  const [name, setName] = useState('');
  const open = (item: SourceItem) => Boolean(item.quotationDate) && new Date(item.quotationDate as string).getTime() > Date.now();
  return (
    <Card
      title={t('sourceSearch.title')}
      extra={<Input.Search allowClear placeholder={t('sourceSearch.name')} onSearch={setName} data-testid="source-search" />}
    >
      <ServerTable<SourceItem>
        testId="source-table"
        rowKey="sourceId"
        criteria={[name]}
        load={(page, size) => searchInquiries(page, size, name)}
        columns={[
          { title: t('sourceSearch.num'), dataIndex: 'sourceNum', width: 160 },
          { title: t('sourceSearch.name'), key: 'title', render: (_, s) => (language === 'en-US' && s.sourceTitleEn ? s.sourceTitleEn : s.sourceTitle) },
          { title: t('sourceSearch.deadline'), dataIndex: 'quotationDate', width: 180, render: (v: string) => formatDate(v) },
          {
            title: t('sourceSearch.state'),
            key: 'state',
            width: 120,
            render: (_, s) => (open(s) ? <Tag color="green">{t('sourceSearch.inQuote')}</Tag> : <Tag>{t('sourceSearch.expired')}</Tag>),
          },
        ]}
      />
    </Card>
  );
}
