import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { cutTitle, type Notice } from '@portal/shared/core';
import { useLanguage } from '@portal/shared/react';
import { STATE_LABEL_KEYS, displayDate, displayTitle, noticeState } from '../../common/notice-rules';

interface Props {
  records: Notice[];
  loading: boolean;
  withStatus?: boolean;
  /** Announcement and help titles are cut to 20 characters. */
  cut?: boolean;
  onOpen: (notice: Notice) => void;
  testId: string;
}

const STATE_COLOURS = { terminated: 'red', waiting: 'green', expired: 'default' } as const;

/** One home block: five rows, title (clickable), optional status, date. */
export function NoticeTable({ records, loading, withStatus, cut, onOpen, testId }: Props) {
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
      onRow={(n) => ({ onClick: () => onOpen(n), style: { cursor: 'pointer' } })}
      columns={[
        {
          key: 'title',
          ellipsis: true,
          render: (_, n) => {
            const full = displayTitle(n, language);
            return (
              <a className="notice-title" data-testid="notice-row" data-info-id={n.infoId} title={full}>
                {cut ? cutTitle(full) : full}
              </a>
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
                      {state ? <Tag color={STATE_COLOURS[state]}>{tc(STATE_LABEL_KEYS[state])}</Tag> : null}
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
