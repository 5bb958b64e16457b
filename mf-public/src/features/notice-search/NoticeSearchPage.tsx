import { Button, Card, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, BIDDING_TABS, biddingRowTarget, displayDate, displayTitle, noticeState } from '@portal/shared/core';
import { DateRangeField, PortalLink, ServerTable, useLanguage, type PageProps } from '@portal/shared/react';
import { NoticeStateTag } from '../../common/NoticeStateTag';
import { tenderList } from '../../common/public.api';

const TYPES = [...BIDDING_TABS.map((b) => ({ gg: b.ggTypeName, tab: b.key })), { gg: 'hxrgs', tab: 'candidate' as const }];

interface Criteria {
  ggTypeName: string;
  title?: string;
  startDate?: string;
  endDate?: string;
}

/** /index_list: tender-area notices by type, title and publishing date, paged. */
export default function NoticeSearchPage({ query }: PageProps) {
  const { t } = useTranslation('mf-public');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const initial = TYPES.some((x) => x.gg === query.ggTypeName) ? query.ggTypeName : 'zbgg';
  const [criteria, setCriteria] = useState<Criteria>({ ggTypeName: initial });
  const [form] = Form.useForm();
  const tab = TYPES.find((x) => x.gg === criteria.ggTypeName)?.tab ?? 'bidding';
  const search = (v: { ggTypeName: string; title?: string; range?: [Dayjs | null, Dayjs | null] | null }) =>
    setCriteria({
      ggTypeName: v.ggTypeName,
      title: v.title?.trim() || undefined,
      startDate: v.range?.[0]?.format('YYYY-MM-DD'),
      endDate: v.range?.[1]?.format('YYYY-MM-DD'),
    });
  return (
    <Card title={t('noticeSearch.title')} data-testid="notice-search">
      <Form form={form} layout="inline" initialValues={{ ggTypeName: initial }} onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="ggTypeName" label={t('noticeSearch.type')}>
          <Select style={{ width: 170 }} data-testid="notice-search-type" options={TYPES.map((x) => ({ value: x.gg, label: t(`home.tabs.${x.tab}`) }))} />
        </Form.Item>
        <Form.Item name="title" label={t('noticeSearch.keyword')}>
          <Input allowClear style={{ width: 220 }} data-testid="notice-search-title" maxLength={100} />
        </Form.Item>
        <Form.Item name="range" label={t('noticeSearch.date')}>
          <DateRangeField data-testid="notice-search-range" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="notice-search-submit">{tc('common.search')}</Button>
          <Button onClick={() => { form.resetFields(); setCriteria({ ggTypeName: initial }); }}>{tc('common.reset')}</Button>
        </Space>
      </Form>
      <ServerTable<Notice>
        testId="notice-search-table"
        rowKey="infoId"
        criteria={[criteria.ggTypeName, criteria.title, criteria.startDate, criteria.endDate]}
        load={(page, size) => tenderList('getMainPageInfoByIspNotice', page, size, { ...criteria })}
        columns={[
          {
            title: t('home.title'),
            key: 'title',
            render: (_, n) => {
              const to = biddingRowTarget(n, tab === 'candidate' ? 'winning' : tab);
              return (
                <PortalLink to={to.path} query={to.query} newTab data-testid="notice-search-row">
                  {displayTitle(n, language)}
                </PortalLink>
              );
            },
          },
          ...(tab === 'bidding' || tab === 'change'
            ? [{ title: t('home.state'), key: 'state', width: 140, render: (_: unknown, n: Notice) => { const s = noticeState(n); return s ? <NoticeStateTag state={s} /> : null; } }]
            : []),
          { title: t('home.date'), key: 'date', width: 120, render: (_, n) => displayDate(n.noticeSendTime ?? n.creationDate) },
        ]}
      />
    </Card>
  );
}
