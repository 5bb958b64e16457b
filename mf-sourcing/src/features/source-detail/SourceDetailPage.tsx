import { Card, Descriptions, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, toChinaTime, toVietnamTime } from '@portal/shared/core';
import { useLanguage, usePageRequest, type PageProps } from '@portal/shared/react';
import { sourceDetail } from '../sourceSearch/source-search.api';
import { openState } from '../sourceSearch/source-tabs';

/** /source_detail: the public part of an inquiry or sale (what any visitor may read). */
export default function SourceDetailPage({ query }: PageProps) {
  const { t } = useTranslation('mf-sourcing');
  const language = useLanguage();
  const id = query.sourceId ?? '';
  const { data, loading, error } = usePageRequest(() => (id ? sourceDetail(id) : Promise.reject(new Error('sourceId'))), [id]);
  if (error) return <Result status="404" title={t('detail.notFound')} data-testid="source-detail-missing" />;
  const s = data;
  const state = openState(s?.quotationDate);
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return (
    <Card loading={loading} title={s ? (language === 'en-US' && s.sourceTitleEn ? s.sourceTitleEn : s.sourceTitle) : t('detail.title')} data-testid="source-detail">
      {s && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t(s.sourceType === 'CS' ? 'sourceSearch.saleNum' : 'sourceSearch.num')}>
            <span data-testid="source-detail-num">{s.sourceNum}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('sourceSearch.state')}>
            {state && <Tag color={state === 'quoting' ? 'green' : undefined} data-testid="source-detail-state">{t(state === 'quoting' ? 'sourceSearch.inQuote' : 'sourceSearch.expired')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.buyer')}>{str(s.buyerOrg)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.method')}>{t(`detail.methods.${str(s.sourceMethod) || 'OPEN'}`)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.published')}>{formatDate(str(s.publishDate))}</Descriptions.Item>
          <Descriptions.Item label={t('sourceSearch.deadline')}>
            {toChinaTime(s.quotationDate ?? null)} ({t('detail.chinaTime')}) / {toVietnamTime(s.quotationDate ?? null)} ({t('detail.vietnamTime')})
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.currency')}>{str(s.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.contact')}>{[str(s.contactPhone), str(s.contactEmail)].filter(Boolean).join(' / ')}</Descriptions.Item>
          <Descriptions.Item label={t('detail.description')} span={2}>{str(s.description)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
