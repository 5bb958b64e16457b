import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageRequest, type PageProps } from '@portal/shared/react';
import { ArticleBody } from '../../common/ArticleBody';
import { infoById } from '../../common/public.api';

/** /infoMainView: one article (or a voluntary tender notice) by infoId; type=CS frames it as a sale notice. */
export default function InfoViewPage({ query }: PageProps) {
  const { t } = useTranslation('mf-public');
  const infoId = query.infoId ?? '';
  const { data, loading, error } = usePageRequest(() => (infoId ? infoById(infoId) : Promise.reject(new Error('infoId'))), [infoId]);
  return (
    <Card loading={loading} title={query.type === 'CS' ? t('info.saleNotice') : t('info.article')} data-testid="info-view">
      {data ? <ArticleBody article={data} /> : error ? <Result status="404" title={t('info.notFound')} data-testid="info-not-found" /> : null}
    </Card>
  );
}
