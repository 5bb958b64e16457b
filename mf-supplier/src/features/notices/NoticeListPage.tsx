import { App, Button, Card, Flex, Input, Modal, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone, sanitizeHtml } from '@portal/shared/core';
import { ServerTable } from '@portal/shared/react';
import { confirmNotice, fetchNoticePage, type SupplierNotice, type ViewedFilter } from './notices.api';

/** /supplier_notice_list: notices to this supplier, unread first; opening one marks it viewed. */
export default function NoticeListPage() {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [viewed, setViewed] = useState<ViewedFilter>('all');
  const [title, setTitle] = useState('');
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<SupplierNotice | null>(null);

  const show = (notice: SupplierNotice) => {
    setOpen(notice);
    if (!notice.viewed)
      confirmNotice(notice.id).then(
        () => setVersion((v) => v + 1),
        (e: Error) => message.error(e.message),
      );
  };

  return (
    <Card title={t('notices.title')}>
      <Flex wrap gap={12} style={{ marginBottom: 12 }}>
        <Segmented<ViewedFilter>
          data-testid="notice-filter"
          value={viewed}
          onChange={setViewed}
          options={[
            { value: 'all', label: t('notices.all') },
            { value: 'notViewed', label: t('notices.notViewed') },
            { value: 'viewed', label: t('notices.viewed') },
          ]}
        />
        <Input.Search data-testid="notice-search" allowClear placeholder={t('notices.searchTitle')} enterButton={t('notices.search')} onSearch={(v) => setTitle(v.trim())} style={{ maxWidth: 360 }} />
      </Flex>
      <ServerTable<SupplierNotice>
        testId="notice-table"
        rowKey="id"
        load={(page, pageSize) => fetchNoticePage(page, pageSize, { title, viewed })}
        criteria={[title, viewed, version]}
        columns={[
          {
            title: t('notices.noticeTitle'),
            dataIndex: 'title',
            render: (v: string, r) => (
              <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', fontWeight: r.viewed ? undefined : 600 }} onClick={() => show(r)} data-testid={`notice-open-${r.id}`}>
                {v}
              </Button>
            ),
          },
          { title: t('notices.audience'), dataIndex: 'audience', width: 120, render: (v: string) => (v === 'all' ? t('notices.toAll') : t('notices.toMe')) },
          {
            title: t('notices.state'),
            dataIndex: 'viewed',
            width: 110,
            render: (v: boolean, r) => (
              <span data-testid={`notice-state-${r.id}`} data-viewed={v ? 'yes' : 'no'}>
                {v ? <Tag>{t('notices.viewed')}</Tag> : <Tag color="blue">{t('notices.notViewed')}</Tag>}
              </span>
            ),
          },
          { title: t('notices.time'), dataIndex: 'createdAt', width: 190, render: (v: string) => formatWithZone(v) },
        ]}
      />
      <Modal open={open !== null} title={open?.title} onCancel={() => setOpen(null)} footer={<Button onClick={() => setOpen(null)}>{t('notices.close')}</Button>} data-testid="notice-dialog">
        {open && (
          <Flex vertical gap={8} data-testid="notice-content">
            <Typography.Text type="secondary">{formatWithZone(open.createdAt)}</Typography.Text>
            {/* Rich text from the buyer side, sanitised as the public articles are; plain text keeps its lines. */}
            {open.content && /<[a-z][\s\S]*>/i.test(open.content) ? (
              <div className="notice-body" style={{ overflowWrap: 'anywhere' }} data-testid="notice-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(open.content) }} />
            ) : (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="notice-body">
                {open.content || t('notices.noContent')}
              </Typography.Paragraph>
            )}
          </Flex>
        )}
      </Modal>
    </Card>
  );
}
