import { App, Button, Card, Form, Input, Select, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_DETAIL_PATH, formatDate, formatWithZone, openSourceDetail, type SourceItem } from '@portal/shared/core';
import { PortalLink, ServerTable, useLanguage, type PageProps } from '@portal/shared/react';
import { searchSourceNotices, searchSources, type SourceCriteria, type SourceNotice } from './source-search.api';
import { INQUIRY_TABS, SALE_TABS, openState, type SourceTab } from './source-tabs';

const dateOnly = (v: string | null | undefined) => formatDate(v, 'yyyy-MM-dd') || (v ?? '').slice(0, 11);

/** /source_List (inquiries) and /cs_source_List (sales): tabs by activeName, search by number, title and open state. */
export default function SourceSearchPage({ route, query }: PageProps) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const { message } = App.useApp();
  const sale = route.toLowerCase() === '/cs_source_list';
  const tabs = sale ? SALE_TABS : INQUIRY_TABS;
  const [active, setActive] = useState(tabs.some((x) => x.key === query.activeName) ? query.activeName : tabs[0].key);
  const [criteria, setCriteria] = useState<SourceCriteria>({});
  const [form] = Form.useForm<SourceCriteria>();
  const tab = tabs.find((x) => x.key === active) ?? tabs[0];
  const title = (x: { sourceTitle?: string; sourceTitleEn?: string | null; infoTitle?: string; infoTitleEn?: string | null }) =>
    language === 'en-US' ? (x.sourceTitleEn ?? x.infoTitleEn ?? x.sourceTitle ?? x.infoTitle) : (x.sourceTitle ?? x.infoTitle);

  const sourcesTable = (current: Extract<SourceTab, { kind: 'sources' }>) => (
    <ServerTable<SourceItem>
      testId="source-table"
      rowKey="sourceId"
      criteria={[current.call, criteria.sourceNum, criteria.sourceName, criteria.sourceTypeXj]}
      load={(page, size) => searchSources(current.call, page, size, criteria)}
      columns={[
        { title: t(sale ? 'sourceSearch.saleNum' : 'sourceSearch.num'), dataIndex: 'sourceNum', width: 150 },
        {
          title: t(sale ? 'sourceSearch.saleName' : 'sourceSearch.name'),
          key: 'title',
          // A real link for middle click and copying; a plain click goes through the puzzle for a
          // logged-in supplier (spec 01 §4), which the server insists on.
          render: (_, s) => (
            <PortalLink to={SOURCE_DETAIL_PATH} query={{ sourceId: s.sourceId }} newTab onNavigate={() => void openSourceDetail(s.sourceId)} data-testid="source-row">
              {title(s)}
            </PortalLink>
          ),
        },
        // China time with its zone, as the detail shows it (not the reader's machine zone, unnamed).
        { title: t('sourceSearch.deadline'), dataIndex: 'quotationDate', width: 200, render: (v: string) => <span data-testid="source-deadline">{formatWithZone(v)}</span> },
        {
          title: t('sourceSearch.state'),
          key: 'state',
          width: 110,
          render: (_, s) => {
            const state = openState(s.quotationDate);
            return state ? <Tag data-testid="source-state" data-state={state} color={state === 'quoting' ? 'green' : undefined}>{t(state === 'quoting' ? 'sourceSearch.inQuote' : 'sourceSearch.expired')}</Tag> : null;
          },
        },
      ]}
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
      <Form form={form} layout="inline" onFinish={(v) => setCriteria({ sourceNum: v.sourceNum?.trim() || undefined, sourceName: v.sourceName?.trim() || undefined, sourceTypeXj: v.sourceTypeXj || undefined })} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="sourceNum" label={t(sale ? 'sourceSearch.saleNum' : 'sourceSearch.num')}>
          <Input allowClear maxLength={60} style={{ width: 170 }} data-testid="source-search-num" />
        </Form.Item>
        <Form.Item name="sourceName" label={t(sale ? 'sourceSearch.saleName' : 'sourceSearch.name')}>
          <Input allowClear maxLength={100} style={{ width: 220 }} data-testid="source-search-name" />
        </Form.Item>
        {tab.kind === 'sources' && (
          <Form.Item name="sourceTypeXj" label={t('sourceSearch.state')}>
            <Select
              allowClear
              style={{ width: 140 }}
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
      {tab.kind === 'sources' ? sourcesTable(tab) : noticesTable(tab)}
    </Card>
  );
}
