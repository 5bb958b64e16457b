import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { cutTitle, type Notice, type Query } from '@portal/shared/core';
import { PortalLink, useLanguage } from '@portal/shared/react';
import { NoticeStateTag } from '../../common/NoticeStateTag';
import { displayDate, displayTitle, noticeState } from '../../common/notice-rules';

/** Where a row's title links to; onNavigate replaces a plain click (the slider puzzle). */
export interface RowLink {
  to: string;
  query?: Query;
  newTab?: boolean;
  onNavigate?: () => void;
}

interface Props {
  records: Notice[];
  loading: boolean;
  withStatus?: boolean;
  /** Announcement and help titles are cut to 20 characters. */
  cut?: boolean;
  linkOf: (notice: Notice) => RowLink;
  testId: string;
}

/** One home block: five rows, the title a link to the notice, optional status, date. */
export function NoticeTable({ records, loading, withStatus, cut, linkOf, testId }: Props) {
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  return (
    <Table<Notice>
      data-testid={testId}
      rowKey="infoId"
      size="small"
      showHeader={false}
      loading={loading}
      pagination={false}
      dataSource={records}
      locale={{ emptyText: tc('common.noData') }}
      columns={[
        {
          key: 'title',
          ellipsis: true,
          render: (_, n) => {
            const full = displayTitle(n, language);
            return (
              <PortalLink className="notice-title" data-testid="notice-row" data-info-id={n.infoId} title={full} {...linkOf(n)}>
                {cut ? cutTitle(full) : full}
              </PortalLink>
            );
          },
        },
        ...(withStatus
          ? [
              {
                key: 'state',
                width: 130,
                render: (_: unknown, n: Notice) => {
                  const state = noticeState(n);
                  return (
                    <span data-testid="notice-state" data-state={state ?? ''}>
                      {state ? <NoticeStateTag state={state} /> : null}
                    </span>
                  );
                },
              },
            ]
          : []),
        {
          key: 'date',
          width: 104,
          align: 'right' as const,
          render: (_: unknown, n: Notice) => <span data-testid="notice-date">{displayDate(n.noticeSendTime ?? n.creationDate)}</span>,
        },
      ]}
    />
  );
}
