import { Card, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink, ServerTable, useLanguage, type PageProps } from '@portal/shared/react';
import { displayDate, displayTitle } from '@portal/shared/core';
import { infoList, type Article } from '../../common/public.api';

const TYPES = ['NEWS', 'HELP', 'ANNOUNCE'] as const;
type InfoType = (typeof TYPES)[number];

/** /infoMainList: news, help or announcements, paged and searchable by title. */
export default function InfoListPage({ query }: PageProps) {
  const { t } = useTranslation('mf-public');
  const language = useLanguage();
  const [type, setType] = useState<InfoType>((TYPES as readonly string[]).includes(query.type) ? (query.type as InfoType) : 'NEWS');
  const [title, setTitle] = useState('');
  return (
    <Card
      title={t('info.center')}
      data-testid="info-list"
      extra={<Input.Search allowClear placeholder={t('noticeSearch.keyword')} onSearch={setTitle} data-testid="info-search" style={{ width: 240 }} />}
    >
      <Segmented
        value={type}
        onChange={(v) => setType(v as InfoType)}
        options={TYPES.map((x) => ({ value: x, label: <span data-testid={`info-type-${x}`}>{t(`info.types.${x}`)}</span> }))}
        style={{ marginBottom: 12 }}
      />
      <ServerTable<Article>
        testId="info-table"
        rowKey="infoId"
        criteria={[type, title]}
        load={(page, size) => infoList(type, page, size, title)}
        columns={[
          { title: t('home.title'), key: 'title', render: (_, a) => <PortalLink to="/infoMainView" query={{ infoId: a.infoId }} newTab data-testid="info-row">{displayTitle(a, language)}</PortalLink> },
          { title: t('home.date'), key: 'date', width: 120, render: (_, a) => displayDate(a.noticeSendTime ?? a.creationDate) },
        ]}
      />
    </Card>
  );
}
