import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageRequest, type PageProps } from '@portal/shared/react';
import { ArticleBody } from '../../common/ArticleBody';
import { downloadAwardNotice, noticeByNumber } from '../../common/public.api';

const AWARD_TYPES = ['zhongbiaogg', 'winning'];

/** /ten_notice_preview_content: a tender notice by noticeCode and type name; award notices can be downloaded. */
export default function NoticePreviewPage({ query }: PageProps) {
  const { t } = useTranslation('mf-public');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const code = query.noticeCode ?? '';
  const { data, loading, error } = usePageRequest(() => (code ? noticeByNumber(code, query.ggTypeName) : Promise.reject(new Error('noticeCode'))), [code, query.ggTypeName]);
  const award = AWARD_TYPES.includes(query.ggTypeName ?? '') || data?.tab === 'winning';
  const download = () => downloadAwardNotice(code).catch((err: Error) => void message.error(err.message || tc('notice.downloadFailed')));
  return (
    <Card
      loading={loading}
      title={t('preview.title')}
      data-testid="notice-preview"
      extra={award && data ? <Button icon={<DownloadOutlined />} onClick={download} data-testid="award-download">{t('preview.downloadAward')}</Button> : null}
    >
      {data ? <ArticleBody article={data} /> : error ? <Result status="404" title={t('info.notFound')} data-testid="preview-not-found" /> : null}
    </Card>
  );
}
