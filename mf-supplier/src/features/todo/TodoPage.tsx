import { Badge, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone, supplierNameIn, VIETNAM_UTC_OFFSET } from '@portal/shared/core';
import { FailurePanel, PortalLink, useLanguage, usePageRequest, usePortalSession } from '@portal/shared/react';
import { fetchTodoList, type ExpiringFile, type TodoSource } from './todo.api';
import { orderedItems, pendingTotal } from './todo-view';

/** /supplier_home_todo: what waits for this supplier, each kind with its count and a link to its page. */
export default function TodoPage() {
  const { t } = useTranslation('mf-supplier');
  const { portalUser } = usePortalSession();
  const language = useLanguage();
  const { data, loading, error, reload } = usePageRequest(fetchTodoList, []);
  if (error) return <FailurePanel detail={error.message} onRetry={reload} />;
  const items = data ? orderedItems(data.items) : [];
  return (
    <Flex vertical gap={16}>
      <Card
        loading={loading && !data}
        title={<span data-testid="todo-title">{t('todo.title', { name: supplierNameIn(portalUser, language) ?? '' })}</span>}
        extra={
          <span data-testid="todo-total">
            {t('todo.total')} <Badge count={pendingTotal(data)} showZero overflowCount={999} color={pendingTotal(data) ? 'red' : 'gray'} />
          </span>
        }
      >
        <Flex wrap gap={12} data-testid="todo-items">
          {items.map((item) => (
            <PortalLink key={item.kind} to={item.route} data-testid={`todo-${item.kind}`} data-count={item.count} className="todo-item" style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Card size="small" hoverable>
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text style={{ minWidth: 0 }}>{t(`todo.kind.${item.kind}`)}</Typography.Text>
                  <Badge count={item.count} showZero overflowCount={999} color={item.count ? 'blue' : 'gray'} data-testid={`todo-count-${item.kind}`} />
                </Flex>
              </Card>
            </PortalLink>
          ))}
        </Flex>
      </Card>
      <Card title={t('todo.sourcesTitle')} size="small">
        <Table<TodoSource>
          data-testid="todo-sources"
          rowKey="sourceId"
          size="small"
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.noSources')} /> }}
          dataSource={data?.sources ?? []}
          columns={[
            { title: t('todo.sourceNum'), dataIndex: 'sourceNum', render: (v: string, r) => <PortalLink to="/source_detail" query={{ sourceId: r.sourceId }}>{v}</PortalLink> },
            { title: t('todo.sourceTitle'), dataIndex: 'sourceTitle' },
            { title: t('todo.round'), dataIndex: 'round', render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{t('todo.roundN', { n: v })}</span> },
            {
              title: t('todo.deadline'),
              dataIndex: 'deadline',
              render: (v: string | null) => (
                <Flex vertical style={{ whiteSpace: 'nowrap' }}>
                  <span>{formatWithZone(v)}</span>
                  <Typography.Text type="secondary">{formatWithZone(v, VIETNAM_UTC_OFFSET)}</Typography.Text>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('todo.filesTitle')} size="small">
        <Table<ExpiringFile>
          data-testid="todo-files"
          rowKey="fileId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.noFiles')} /> }}
          dataSource={data?.expiringFiles ?? []}
          columns={[
            { title: t('todo.fileName'), dataIndex: 'fileName', render: (v: string) => <PortalLink to="/supplier_detail">{v}</PortalLink> },
            { title: t('todo.validUntil'), dataIndex: 'validUntil', render: (v: string | null) => formatWithZone(v) },
            { title: t('todo.state'), dataIndex: 'expired', render: (v: boolean) => (v ? <Tag color="red">{t('todo.expired')}</Tag> : <Tag color="orange">{t('todo.expiring')}</Tag>) },
          ]}
        />
      </Card>
    </Flex>
  );
}
