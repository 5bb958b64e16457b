import { Button, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHINA_UTC_OFFSET, formatAtOffset, formatWithZone, utcOffsetLabel, type DateInput } from '@portal/shared/core';
import { PortalLink } from '@portal/shared/react';
import { logColour } from './contract-values';
import './print.css';

/** An empty value. */
export const Dash = () => <Typography.Text type="secondary">—</Typography.Text>;

/** A value or a dash; `testId` marks the value for the browser tests. */
export function Value({ children, testId }: { children: ReactNode; testId?: string }) {
  if (children === '' || children === null || children === undefined) return <Dash />;
  return (
    <span data-testid={testId} className="contracts-wrap">
      {children}
    </span>
  );
}

/** China time with its zone ('2026-11-23 10:00 (UTC+8)'). */
export function ZonedTime({ value, testId, seconds = false }: { value: DateInput; testId?: string; seconds?: boolean }) {
  const text = formatWithZone(value, undefined, seconds ? 'yyyy-MM-dd hh:mm:ss' : 'yyyy-MM-dd hh:mm');
  return text ? (
    <span data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </span>
  ) : (
    <Dash />
  );
}

/** The day of an instant in China time, with the zone named ('2026-11-23 (UTC+8)'). */
export function ZonedDay({ value, testId }: { value: DateInput; testId?: string }) {
  const text = formatWithZone(value, undefined, 'yyyy-MM-dd');
  return text ? (
    <span data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </span>
  ) : (
    <Dash />
  );
}

/** The day of an instant on the China calendar, for a table cell whose header names the zone. */
export function ChinaDay({ value }: { value: DateInput }) {
  const text = formatAtOffset(value, CHINA_UTC_OFFSET, 'yyyy-MM-dd');
  return text ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : <Dash />;
}

/** A column title with the zone its times are read in: 'Signed on (UTC+8)'. */
export const zonedTitle = (title: string) => `${title} ${utcOffsetLabel(CHINA_UTC_OFFSET)}`;

/** Prints the page; the host's frame and this button stay off the paper (print.css). */
export function PrintButton() {
  const { t } = useTranslation('mf-contracts');
  return (
    <Button className="contracts-no-print" data-testid="print-button" onClick={() => window.print()}>
      {t('common.print')}
    </Button>
  );
}

/** What a detail shows when its record cannot be read: the server's words ('resource does not exist'). */
export function Missing({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <div data-testid="record-missing">
      <Result status="404" title={<span data-testid="record-missing-message">{message}</span>} extra={<PortalLink to={backTo}>{backLabel}</PortalLink>} />
    </div>
  );
}

export interface LogEntry {
  id: number | string;
  at: string;
  operator: string | null;
  action: string;
  remark: string | null;
}

/** A delivery note's operation log as a timeline, oldest first. */
export function LogTimeline({ entries, actionLabel }: { entries: LogEntry[]; actionLabel: (action: string) => string }) {
  const { t } = useTranslation('mf-contracts');
  if (!entries.length) return <Typography.Text type="secondary">{t('common.noLog')}</Typography.Text>;
  return (
    <ol className="contracts-log" data-testid="note-log">
      {entries.map((e) => (
        <li key={e.id} className="contracts-log-entry" data-testid="note-log-entry" data-action={e.action} style={{ ['--contracts-log-colour' as string]: logColour(e.action) }}>
          <span className="contracts-log-dot" />
          <div>
            <Typography.Text strong>{actionLabel(e.action)}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              <ZonedTime value={e.at} seconds />
            </Typography.Text>
          </div>
          <div>
            <Typography.Text type="secondary">{t('common.operator')}: </Typography.Text>
            {e.operator || <Dash />}
          </div>
          {e.remark && <div className="contracts-wrap">{e.remark}</div>}
        </li>
      ))}
    </ol>
  );
}
