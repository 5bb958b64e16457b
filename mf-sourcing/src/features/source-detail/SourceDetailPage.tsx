import { Card, Descriptions, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHINA_UTC_OFFSET, SOURCE_DETAIL_PATH, VIETNAM_UTC_OFFSET, formatWithZone, isHttpError, navigation } from '@portal/shared/core';
import { useLanguage, usePageRequest, type PageProps } from '@portal/shared/react';
import { sourceDetail } from '../sourceSearch/source-search.api';
import { openState } from '../sourceSearch/source-tabs';
import { PuzzleRequired } from './PuzzleRequired';

/** /source_detail: the public part of an inquiry or sale (what any visitor may read). */
export default function SourceDetailPage({ query }: PageProps) {
  const { t } = useTranslation('mf-sourcing');
  const language = useLanguage();
  const id = query.sourceId ?? '';
  const pass = query.pass;
  const { data, loading, error } = usePageRequest(() => (id ? sourceDetail(id, pass) : Promise.reject(new Error('sourceId'))), [id, pass]);
  // 403 is the server asking for a puzzle pass; the fresh one goes into the address, which loads
  // the detail once more (a pass opens it once, so nothing else may fetch it again).
  const passed = (next: string) => navigation.replace(SOURCE_DETAIL_PATH, { sourceId: id, pass: next });
  if (isHttpError(error) && error.status === 403) return <PuzzleRequired onPass={passed} />;
  // antd's Result drops data-* attributes: the wrapper carries the test id.
  if (error) return <div data-testid="source-detail-missing"><Result status="404" title={t('detail.notFound')} /></div>;
  const s = data;
  const state = openState(s?.quotationDate);
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return (
    <Card loading={loading} title={s ? (language === 'en-US' && s.sourceTitleEn ? s.sourceTitleEn : s.sourceTitle) : t('detail.title')} data-testid="source-detail">
      {s && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t(s.sourceType === 'CS' ? 'sourceSearch.saleNum' : 'sourceSearch.num')}>
            <span data-testid="source-detail-num" style={{ whiteSpace: 'nowrap' }}>{s.sourceNum}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('sourceSearch.state')}>
            {state && <Tag color={state === 'quoting' ? 'green' : undefined} data-testid="source-detail-state">{t(state === 'quoting' ? 'sourceSearch.inQuote' : 'sourceSearch.expired')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.buyer')}>{str(s.buyerOrg)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.method')}>{t(`detail.methods.${str(s.sourceMethod) || 'OPEN'}`)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.published')}>{formatWithZone(str(s.publishDate))}</Descriptions.Item>
          {/* The same formatter as the list, so the China time reads the same in both; the Vietnam time beside it (spec 01 §1). */}
          <Descriptions.Item label={t('sourceSearch.deadline')}>
            <span data-testid="source-detail-deadline">
              <span style={{ display: 'block' }}>{t('detail.chinaTime')} {formatWithZone(s.quotationDate ?? null, CHINA_UTC_OFFSET)}</span>
              <span style={{ display: 'block' }}>{t('detail.vietnamTime')} {formatWithZone(s.quotationDate ?? null, VIETNAM_UTC_OFFSET)}</span>
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.currency')}>{str(s.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.contact')}>{[str(s.contactPhone), str(s.contactEmail)].filter(Boolean).join(' / ')}</Descriptions.Item>
          <Descriptions.Item label={t('detail.description')} span={2}>{str(s.description)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
