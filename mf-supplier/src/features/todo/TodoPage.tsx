import { Badge, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone, supplierNameIn, VIETNAM_UTC_OFFSET } from '@portal/shared/core';
import { FailurePanel, ListTable, PortalLink, useLanguage, useNarrowScreen, usePageRequest, usePortalSession } from '@portal/shared/react';
import { fetchTodoList, type ExpiringFile, type TodoAward, type TodoSource } from './todo.api';
import { orderedItems, pendingTotal } from './todo-view';
import { DecisionBanner } from '../decisions/DecisionBanner';
import './todo.css';

/** /supplier_home_todo: what waits for this supplier, each kind with its count and a link to its page. */
export default function TodoPage() {
  const { t } = useTranslation('mf-supplier');
  const { portalUser } = usePortalSession();
  const language = useLanguage();
  const { data, loading, error, reload } = usePageRequest(fetchTodoList, []);
  // Phones get one card per source instead of a table that would scroll sideways. A hook, so it is
  // asked on every render, before the early return below.
  const narrow = useNarrowScreen();
  if (error) return <FailurePanel detail={error.message} onRetry={reload} />;
  const items = data ? orderedItems(data.items) : [];
  // vi-VN and en-US read the English title first, then the Chinese one (issue 33).
  const titleOf = (r: { sourceTitle: string; sourceTitleEn?: string | null }) => (language === 'zh-CN' ? r.sourceTitle : (r.sourceTitleEn ?? r.sourceTitle));
  const detailOf = (r: { sourceType: string }) => (r.sourceType === 'CS' ? '/cs_source_detail' : '/source_detail');
  const sources = data?.sources ?? [];
  const byType = Object.entries(sources.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x.sourceType]: (acc[x.sourceType] ?? 0) + 1 }), {}));
  const zoned = (v: string | null) => (
    <Flex vertical style={{ whiteSpace: 'nowrap' }}>
      <span>{formatWithZone(v)}</span>
      <Typography.Text type="secondary">{formatWithZone(v, VIETNAM_UTC_OFFSET)}</Typography.Text>
    </Flex>
  );
  const roundTag = (r: TodoSource) => (
    <Flex gap={4} wrap>
      <Tag color="purple" style={{ whiteSpace: 'nowrap' }}>{t('todo.roundN', { n: r.round })}</Tag>
      {r.round === 2 && r.mayQuoteRound2 && <Tag color="green" data-testid="todo-round2-offered">{t('todo.round2Offered')}</Tag>}
    </Flex>
  );
  const awardTag = (a: TodoAward) =>
    a.isWinner ? <Tag color="gold" data-testid="todo-award-state" data-winner="yes">{t('todo.won')}</Tag> : <Tag data-testid="todo-award-state" data-winner="no">{t('todo.lost')}</Tag>;
  const noticeLink = (a: TodoAward) =>
    a.awardNotice ? (
      <PortalLink to="/ten_notice_preview_content" query={{ noticeCode: a.awardNotice.noticeCode, ggTypeName: a.awardNotice.ggTypeName }} newTab data-testid="todo-award-notice">
        {t('todo.awardNotice')}
      </PortalLink>
    ) : null;
  return (
    <Flex vertical gap={16}>
      <DecisionBanner />
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
      <Card
        title={t('todo.sourcesTitle')}
        size="small"
        extra={
          // The same count as the lists' 待报价 tab, per list (the server filters both with one rule).
          <Flex gap={12} wrap data-testid="todo-sources-by-type">
            {byType.map(([type, n]) =>
              type === 'XJ' || type === 'CS' ? (
                <PortalLink key={type} to={type === 'CS' ? '/cs_source_List' : '/source_List'} query={{ tab: 'toQuote' }} data-testid={`todo-sources-${type}`} data-count={n}>
                  {t(`todo.byType.${type}`)} {n}
                </PortalLink>
              ) : (
                <span key={type} data-testid={`todo-sources-${type}`} data-count={n}>{t(`todo.byType.${type}`, { defaultValue: type })} {n}</span>
              ),
            )}
          </Flex>
        }
      >
        {narrow ? (
          data && sources.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.noSources')} data-testid="todo-sources" />
          ) : (
            <ul className="todo-list" data-testid="todo-sources">
              {sources.map((r) => (
                <li key={r.sourceId} data-testid="todo-source-card">
                  <Flex vertical gap={4}>
                    <PortalLink to={detailOf(r)} query={{ sourceId: r.sourceId }} style={{ overflowWrap: 'anywhere' }}>{r.sourceNum} {titleOf(r)}</PortalLink>
                    {roundTag(r)}
                    <Typography.Text type="secondary">{t('todo.deadline')}</Typography.Text>
                    {zoned(r.deadline)}
                  </Flex>
                </li>
              ))}
            </ul>
          )
        ) : (
          <ListTable<TodoSource>
            testId="todo-sources"
            rowKey="sourceId"
            loading={loading}
            emptyText={t('todo.noSources')}
            rows={sources}
            columns={[
              { title: t('todo.sourceNum'), dataIndex: 'sourceNum', render: (v: string, r) => <PortalLink to={detailOf(r)} query={{ sourceId: r.sourceId }}>{v}</PortalLink> },
              { title: t('todo.sourceTitle'), key: 'title', render: (_, r) => titleOf(r) },
              { title: t('todo.round'), dataIndex: 'round', render: (_: number, r) => roundTag(r) },
              { title: t('todo.deadline'), dataIndex: 'deadline', render: (v: string | null) => zoned(v) },
            ]}
          />
        )}
      </Card>
      <Card title={t('todo.awardsTitle')} size="small">
        {/* Awarded sources the supplier quoted in: won or not, with the result notice (issue 33). */}
        {data && (data.awards ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.noAwards')} data-testid="todo-awards" />
        ) : (
          <ul className="todo-list" data-testid="todo-awards">
            {(data?.awards ?? []).map((a) => (
              <li key={a.sourceId} data-testid="todo-award" data-source-id={a.sourceId}>
                <Flex gap={8} wrap align="center">
                  <PortalLink to={detailOf(a)} query={{ sourceId: a.sourceId }} style={{ overflowWrap: 'anywhere' }}>{a.sourceNum} {titleOf(a)}</PortalLink>
                  {awardTag(a)}
                  {noticeLink(a)}
                  <Typography.Text type="secondary">{formatWithZone(a.awardedAt)}</Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('todo.filesTitle')} size="small">
        <ListTable<ExpiringFile>
          testId="todo-files"
          rowKey="fileId"
          loading={loading}
          emptyText={t('todo.noFiles')}
          rows={data?.expiringFiles ?? []}
          columns={[
            { title: t('todo.fileName'), dataIndex: 'fileName', render: (v: string) => <PortalLink to="/supplier_detail" query={{ show: 'files' }}>{v}</PortalLink> },
            { title: t('todo.validUntil'), dataIndex: 'validUntil', render: (v: string | null) => formatWithZone(v) },
            { title: t('todo.state'), dataIndex: 'expired', render: (v: boolean) => (v ? <Tag color="red">{t('todo.expired')}</Tag> : <Tag color="orange">{t('todo.expiring')}</Tag>) },
          ]}
        />
      </Card>
    </Flex>
  );
}
