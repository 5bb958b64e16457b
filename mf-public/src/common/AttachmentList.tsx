import { PaperClipOutlined } from '@ant-design/icons';
import { App, Button, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageRequest } from '@portal/shared/react';
import { attachments, downloadAttachment, type Attachment } from './public.api';
import { displayDate } from '@portal/shared/core';

/** The files of a notice or article, each downloadable; an empty one says so instead of saving nothing. */
export function AttachmentList({ businessId }: { businessId: string }) {
  const { t } = useTranslation('mf-public');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const { data, loading } = usePageRequest(() => attachments(businessId), [businessId]);
  const download = (file: Attachment) =>
    downloadAttachment(file).catch((err: Error) => void message.error(err.message || tc('notice.downloadFailed')));
  if (!loading && !data?.records.length) return null;
  return (
    <List
      data-testid="attachment-list"
      header={<b>{t('attachments.title')}</b>}
      size="small"
      loading={loading}
      dataSource={data?.records ?? []}
      renderItem={(file) => (
        <List.Item actions={[<span key="size">{file.fileSizeKb} KB</span>, <span key="at">{displayDate(file.uploadTime)}</span>]}>
          {/* A download is fetched with a POST and saved, not navigated to: a button, not a link. */}
          <Button type="link" size="small" style={{ paddingInline: 0 }} icon={<PaperClipOutlined />} onClick={() => download(file)} data-testid="attachment-link">
            {file.fileName}
          </Button>
        </List.Item>
      )}
    />
  );
}
