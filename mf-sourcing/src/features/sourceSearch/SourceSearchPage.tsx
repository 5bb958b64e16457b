import { App, Button, Card, Flex, Form, Input, Segmented, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_DETAIL_PATH, formatDate, formatWithZone, needsSourcePuzzle, openSourceDetail } from '@portal/shared/core';
import { PortalLink, ServerTable, useLanguage, useNarrowScreen, usePortalSession, type PageProps } from '@portal/shared/react';
import { OutcomeTags } from '../../sourcing-ui/OutcomeTags';
import type { SourceListItem } from '../../sourcing-api/sourcing-types';
import { searchSourceNotices, searchSources, type SourceCriteria, type SourceNotice, type SupplierFilter, type SupplierTab } from './source-search.api';
import { INQUIRY_TABS, SALE_TABS, SUPPLIER_FILTERS, SUPPLIER_TABS, openState, type SourceTab } from './source-tabs';

const STATUS_COLOUR: Record<string, string | undefined> = { draft: 'gold', sent: 'green', cancelled: 'default' };

const dateOnly = (v: string | null | undefined) => formatDate(v, 'yyyy-MM-dd') || (v ?? '').slice(0, 11);

/**
 * /source_List (inquiries) and /cs_source_List (sales): tabs by activeName, search by number, title
 * and open state. A logged-in supplier also has the tabs to be quoted, ended and registered, the
 * reply filters (spec 02 §4), and sees on each row whether it signed up and how its quotation stands.
 */
export default function SourceSearchPage({ route, query }: PageProps) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const { message } = App.useApp();
  const narrow = useNarrowScreen();
  const sale = route.toLowerCase() === '/cs_source_list';
  const tabs = sale ? SALE_TABS : INQUIRY_TABS;
  const [active, setActive] = useState(tabs.some((x) => x.key === query.activeName) ? query.activeName : tabs[0].key);
  // /source_List takes sourceType in its address (spec 01 §2): the list keeps that status whatever is searched.
  const fromAddress: SourceCriteria = !sale && query.sourceType ? { sourceType: query.sourceType.slice(0, 40) } : {};
  const [criteria, setCriteria] = useState<SourceCriteria>({});
  const supplier = needsSourcePuzzle(usePortalSession());
  const [supplierTab, setSupplierTab] = useState<SupplierTab>(SUPPLIER_TABS.includes(query.tab as SupplierTab) ? (query.tab as SupplierTab) : 'all');
  const [filter, setFilter] = useState<SupplierFilter>('all');
  const supplierCriteria: SourceCriteria = supplier ? { tab: supplierTab, filter } : {};
  const [form] = Form.useForm<SourceCriteria>();
  const tab = tabs.find((x) => x.key === active) ?? tabs[0];
  // A sale opens on its own detail page, with its own title.
  const detailPath = sale ? '/cs_source_detail' : SOURCE_DETAIL_PATH;
  // en-US and vi-VN read the English title first, then the Chinese one.
  const title = (x: { sourceTitle?: string; sourceTitleEn?: string | null; infoTitle?: string; infoTitleEn?: string | null }) =>
    language !== 'zh-CN' ? (x.sourceTitleEn ?? x.infoTitleEn ?? x.sourceTitle ?? x.infoTitle) : (x.sourceTitle ?? x.infoTitle);


  // A real link for middle click and copying; a plain click goes through the puzzle for a logged-in
  // supplier (spec 01 §4), which the server insists on.
  const titleLink = (s: SourceListItem) => (
    <PortalLink to={detailPath} query={{ sourceId: s.sourceId }} newTab onNavigate={() => void openSourceDetail(s.sourceId, undefined, detailPath)} data-testid="source-row">
      {title(s)}
    </PortalLink>
  );
  const deadlineOf = (s: SourceListItem) => <span data-testid="source-deadline">{formatWithZone(s.deadline ?? s.quotationDate)}</span>;
  const stateOf = (s: SourceListItem) => {
    const state = openState(s.deadline ?? s.quotationDate);
    return state ? <Tag data-testid="source-state" data-state={state} color={state === 'quoting' ? 'green' : undefined}>{t(state === 'quoting' ? 'sourceSearch.inQuote' : 'sourceSearch.expired')}</Tag> : null;
  };
  // Signed up or not, where the caller's quotation of the current round stands, and its results.
  const mineOf = (s: SourceListItem) => {
    const status = s.myStatus ?? 'none';
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Tag data-testid="source-signed-up" data-signed-up={s.signedUp ? 'yes' : 'no'} color={s.signedUp ? 'blue' : undefined}>
          {t(s.signedUp ? 'sourceSearch.signedUpYes' : 'sourceSearch.signedUpNo')}
        </Tag>
        <span data-testid="source-my-status" data-status={status}>
          <Tag color={STATUS_COLOUR[status]}>{t(`quotation.status.${status}`)}</Tag>
        </span>
        {(s.currentRound ?? 1) > 1 && <Tag color="purple">{t('quotation.roundN', { n: s.currentRound })}</Tag>}
        <OutcomeTags outcome={s} />
      </div>
    );
  };
  const sourceCard = (s: SourceListItem) => (
    <Flex vertical gap={4} data-testid="source-card" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography.Text type="secondary">{s.sourceNum}</Typography.Text>
      {titleLink(s)}
      <Flex gap={8} wrap align="center">
        {stateOf(s)}
        <Typography.Text type="secondary">{t('sourceSearch.deadline')}</Typography.Text>
        {deadlineOf(s)}
      </Flex>
      {supplier && mineOf(s)}
    </Flex>
  );

  const sourcesTable = (current: Extract<SourceTab, { kind: 'sources' }>) => (
    <ServerTable<SourceListItem>
      testId="source-table"
      rowKey="sourceId"
      criteria={[current.call, criteria.sourceNum, criteria.sourceName, criteria.sourceTypeXj, fromAddress.sourceType, supplierCriteria.tab, supplierCriteria.filter]}
      load={(page, size) => searchSources(current.call, page, size, { ...criteria, ...fromAddress, ...supplierCriteria })}
      columns={
        narrow
          ? // A phone: one card per source, with what a supplier looks for first.
            [{ title: t(sale ? 'sourceSearch.saleName' : 'sourceSearch.name'), key: 'card', render: (_: unknown, s: SourceListItem) => sourceCard(s) }]
          : [
              { title: t(sale ? 'sourceSearch.saleNum' : 'sourceSearch.num'), dataIndex: 'sourceNum', width: 150 },
              { title: t(sale ? 'sourceSearch.saleName' : 'sourceSearch.name'), key: 'title', render: (_: unknown, s: SourceListItem) => titleLink(s) },
              // China time with its zone, as the detail shows it (not the reader's machine zone, unnamed).
              // The current round's deadline for a supplier (the second round's in round 2).
              { title: t('sourceSearch.deadline'), key: 'deadline', width: 200, render: (_: unknown, s: SourceListItem) => deadlineOf(s) },
              { title: t('sourceSearch.state'), key: 'state', width: 110, render: (_: unknown, s: SourceListItem) => stateOf(s) },
              ...(supplier ? [{ title: t('sourceSearch.myQuotation'), key: 'mine', width: 130, render: (_: unknown, s: SourceListItem) => mineOf(s) }] : []),
            ]
      }
    />
  );

  const noticesTable = (current: Extract<SourceTab, { kind: 'notices' }>) => (
    <ServerTable<SourceNotice>
      testId="source-notice-table"
      rowKey="infoId"
      criteria={[current.call, criteria.sourceNum, criteria.sourceName]}
      load={(page, size) =>
        searchSourceNotices(current.call, page, size, criteria).catch((err: unknown) => {
          // The screen's own message for this list (spec 01 §8) is the only toast: the client
          // that made the call stays quiet (it still writes the cause to the error log).
          void message.error({ content: tc(current.failedKey), key: `list-failed:${current.failedKey}` });
          throw err;
        })
      }
      columns={[
        { title: t('sourceSearch.num'), dataIndex: 'sourceNum', width: 150 },
        {
          title: t('sourceSearch.noticeTitle'),
          key: 'title',
          render: (_, n) => (
            <PortalLink to="/ten_notice_preview_content" query={{ noticeCode: n.businessNum ?? n.noticeCode ?? '', ggTypeName: current.ggTypeName }} newTab data-testid="source-notice-row">
              {title(n)}
            </PortalLink>
          ),
        },
        { title: t('sourceSearch.published'), key: 'date', width: 120, render: (_, n) => dateOnly(n.noticeSendTime ?? n.creationDate) },
      ]}
    />
  );

  return (
    <Card title={t(sale ? 'sourceSearch.saleTitle' : 'sourceSearch.title')} data-testid={sale ? 'sale-search' : 'inquiry-search'}>
      <Tabs
        activeKey={active}
        onChange={setActive}
        items={tabs.map((x) => ({ key: x.key, label: <span data-testid={`source-tab-${x.key}`}>{t(`sourceSearch.tabs.${x.key}`)}</span> }))}
      />
      <Form form={form} layout={narrow ? 'vertical' : 'inline'} onFinish={(v) => setCriteria({ sourceNum: v.sourceNum?.trim() || undefined, sourceName: v.sourceName?.trim() || undefined, sourceTypeXj: v.sourceTypeXj || undefined })} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="sourceNum" label={t(sale ? 'sourceSearch.saleNum' : 'sourceSearch.num')}>
          <Input allowClear maxLength={60} style={{ width: narrow ? '100%' : 170 }} data-testid="source-search-num" />
        </Form.Item>
        <Form.Item name="sourceName" label={t(sale ? 'sourceSearch.saleName' : 'sourceSearch.name')}>
          <Input allowClear maxLength={100} style={{ width: narrow ? '100%' : 220 }} data-testid="source-search-name" />
        </Form.Item>
        {tab.kind === 'sources' && supplier && (
          <Form.Item label={t('sourceSearch.filter')}>
            <Select<SupplierFilter>
              value={filter}
              onChange={setFilter}
              style={{ width: narrow ? '100%' : 150 }}
              data-testid="source-search-filter"
              options={SUPPLIER_FILTERS.map((f) => ({ value: f, label: t(`sourceSearch.filters.${f}`) }))}
            />
          </Form.Item>
        )}
        {tab.kind === 'sources' && !supplier && (
          <Form.Item name="sourceTypeXj" label={t('sourceSearch.state')}>
            <Select
              allowClear
              style={{ width: narrow ? '100%' : 140 }}
              data-testid="source-search-state"
              options={[{ value: 'quoting', label: t('sourceSearch.inQuote') }, { value: 'expired', label: t('sourceSearch.expired') }]}
            />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" data-testid="source-search-submit">{tc('common.search')}</Button>
          <Button onClick={() => { form.resetFields(); setCriteria({}); }}>{tc('common.reset')}</Button>
        </Space>
      </Form>
      {tab.kind === 'sources' && supplier && (
        <Flex wrap gap={16} align="center" style={{ marginBottom: 12 }}>
          {/* Four tabs outgrow a 360 px phone: they scroll on their own, the page does not. */}
          <div style={{ maxWidth: '100%', minWidth: 0, overflowX: 'auto' }}>
            <Segmented<SupplierTab>
              value={supplierTab}
              onChange={setSupplierTab}
              data-testid="source-supplier-tabs"
              options={SUPPLIER_TABS.map((x) => ({ value: x, label: <span data-testid={`source-supplier-tab-${x}`}>{t(`sourceSearch.supplierTabs.${x}`)}</span> }))}
            />
          </div>
          {/* The supplier's opened quotations (getsuOpendHistory), each linking to its detail and summary. */}
          <PortalLink to="/opened_history" data-testid="source-opened-history">
            {t('history.title')}
          </PortalLink>
        </Flex>
      )}
      {tab.kind === 'sources' ? (
        supplier && !narrow ? (
          // The supplier's extra column needs room: a narrow window scrolls the table, not the page.
          <div style={{ overflowX: 'auto' }}>
            <div style={{ minWidth: 760 }}>{sourcesTable(tab)}</div>
          </div>
        ) : (
          sourcesTable(tab)
        )
      ) : (
        noticesTable(tab)
      )}
    </Card>
  );
}
