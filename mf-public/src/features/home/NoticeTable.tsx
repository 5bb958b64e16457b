import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { cutTitle, type Notice, type Query, displayDate, displayTitle, noticeState, SPINNER_DELAY_MS } from '@portal/shared/core';
import { PortalLink, useLanguage } from '@portal/shared/react';
import { NoticeStateTag } from '../../common/NoticeStateTag';

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

/**
 * One home block: five rows, the title a link to the notice, optional status, date. Plain table
 * markup rather than antd's Table: /home then needs nothing of the deferred part of antd
 * (host/src/ui/deferred-ui.ts), whose tables, pickers and uploads it never shows.
 */
export function NoticeTable({ records, loading, withStatus, cut, linkOf, testId }: Props) {
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  return (
    // The spinner only once a list has been loading a while: a short load draws no spinner (nor
    // runs its animation: in a browser without a GPU each spinner was a frame's work each time).
    <Spin spinning={loading} delay={SPINNER_DELAY_MS}>
      {/* data-loading: the server's first screen waits for it to go (first-screen-markup.ts), and
          the rows cannot be clicked meanwhile (home.css). */}
      <div className="notice-table" data-testid={testId} data-loading={loading || undefined} aria-busy={loading || undefined}>
        {records.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tc('common.noData')} />
        ) : (
          <table>
            <tbody>
              {records.map((n) => {
                const full = displayTitle(n, language);
                const state = withStatus ? noticeState(n) : null;
                return (
                  <tr key={n.infoId}>
                    <td className="notice-table-title">
                      <PortalLink className="notice-title" data-testid="notice-row" data-info-id={n.infoId} title={full} {...linkOf(n)}>
                        {cut ? cutTitle(full) : full}
                      </PortalLink>
                    </td>
                    {withStatus && (
                      <td className="notice-table-state">
                        <span data-testid="notice-state" data-state={state ?? ''}>
                          {state ? <NoticeStateTag state={state} /> : null}
                        </span>
                      </td>
                    )}
                    <td className="notice-table-date">
                      <span data-testid="notice-date">{displayDate(n.noticeSendTime ?? n.creationDate)}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </Spin>
  );
}
