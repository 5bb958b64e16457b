import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCK_SIZE, dateOnly, type Notice } from '@portal/shared/core';
import { useLanguage, usePageRequest } from '@portal/shared/react';
import { fetchBiddingNotices } from './home.api';

export default function HomePage() {
  const { t } = useTranslation('mf-public');
  const language = useLanguage();
  const { data, loading } = usePageRequest(() => fetchBiddingNotices(1, NOTICE_BLOCK_SIZE), []);
  const title = (n: Notice) => (language === 'en-US' && n.infoTitleEn ? n.infoTitleEn : n.infoTitle);
  return (
    <Card title={t('home.bidding')} data-testid="home-bidding">
      <Table<Notice>
        rowKey="infoId"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={data?.records ?? []}
        columns={[
          { title: t('home.title'), key: 'title', render: (_, n) => <span data-testid="notice-row">{title(n)}</span> },
          { title: t('home.date'), key: 'date', width: 120, render: (_, n) => dateOnly(n.noticeSendTime ?? n.creationDate) },
        ]}
      />
    </Card>
  );
}
