import { Card, Empty, Input, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink, ServerTable, useLanguage, type PageProps } from '@portal/shared/react';
import { displayDate } from '@portal/shared/core';
import { openSource } from '../puzzle/open-source';
import { searchAll, type SearchHit, type SearchScope } from './search-all.api';
import { hitTarget } from './hit-target';

const SCOPES: SearchScope[] = ['all', 'notice', 'article', 'source'];

/** /search_all: one box across notices, articles and sources. */
export default function SearchAllPage({ query }: PageProps) {
  const { t } = useTranslation('mf-public');
  const language = useLanguage();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [scope, setScope] = useState<SearchScope>('all');
  return (
    <Card title={t('searchAll.title')} data-testid="search-all">
      <Input.Search
        size="large"
        enterButton
        allowClear
        maxLength={100}
        defaultValue={keyword}
        placeholder={t('searchAll.placeholder')}
        onSearch={(v) => setKeyword(v.trim())}
        data-testid="search-all-input"
      />
      <Segmented
        style={{ margin: '12px 0' }}
        value={scope}
        onChange={(v) => setScope(v as SearchScope)}
        options={SCOPES.map((s) => ({ value: s, label: <span data-testid={`search-scope-${s}`}>{t(`searchAll.scopes.${s}`)}</span> }))}
      />
      {keyword ? (
        <ServerTable<SearchHit>
          testId="search-all-table"
          rowKey="id"
          criteria={[keyword, scope]}
          load={(page, size) => searchAll(keyword, scope, page, size)}
          columns={[
            { title: t('searchAll.kind'), key: 'kind', width: 110, render: (_, h) => <Tag>{t(`searchAll.scopes.${h.kind}`)}</Tag> },
            {
              title: t('home.title'),
              key: 'title',
              render: (_, h) => {
                const to = hitTarget(h);
                const source = to.source;
                return (
                  <PortalLink to={to.path} query={to.query} newTab onNavigate={source ? () => openSource(source) : undefined} data-testid="search-all-row" data-kind={h.kind}>
                    {language === 'en-US' && h.titleEn ? h.titleEn : h.title}
                  </PortalLink>
                );
              },
            },
            { title: t('home.date'), key: 'date', width: 120, render: (_, h) => displayDate(h.time) },
          ]}
        />
      ) : (
        <Empty description={t('searchAll.prompt')} />
      )}
    </Card>
  );
}
