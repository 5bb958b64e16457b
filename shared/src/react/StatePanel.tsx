import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, FileSearchOutlined, WarningFilled } from '@ant-design/icons';
import type { ComponentType, CSSProperties, ReactNode } from 'react';

export type StatePanelStatus = 'success' | 'info' | 'warning' | 'error' | '404';

export interface StatePanelProps {
  status: StatePanelStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The ways on (a link back, a retry button), centred under the texts. */
  extra?: ReactNode;
  testId?: string;
  /** Where the panel sits inside a card rather than in place of a page (a receipt): less padding. */
  style?: CSSProperties;
}

/**
 * Each status's icon and colour as antd's Result draws them; its 404 illustration (a 250 × 295
 * picture) becomes an icon too. The colours are antd's CSS variables, so a theme colour and the
 * dark theme reach the panel, with antd's defaults where no variable is set.
 */
const LOOKS: Record<StatePanelStatus, { Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>; colour: string }> = {
  success: { Icon: CheckCircleFilled, colour: 'var(--ant-color-success, #52c41a)' },
  info: { Icon: ExclamationCircleFilled, colour: 'var(--ant-color-info, #1677ff)' },
  warning: { Icon: WarningFilled, colour: 'var(--ant-color-warning, #faad14)' },
  error: { Icon: CloseCircleFilled, colour: 'var(--ant-color-error, #ff4d4f)' },
  '404': { Icon: FileSearchOutlined, colour: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.45))' },
};

/**
 * A state in place of a page or part of one (not signed up, not found, failed, sent): an icon, a
 * title, a sub title and the ways on, spaced as antd's Result. Drawn from plain elements and icons,
 * not Result: a page that may show a state would otherwise wait for Result's chunk (its three
 * illustrations, 10 KiB gzip) before its first row, and the frame's failure panel must draw
 * without the network.
 */
export function StatePanel({ status, title, subTitle, extra, testId, style }: StatePanelProps) {
  const { Icon, colour } = LOOKS[status];
  return (
    <div data-testid={testId} data-status={status} style={{ padding: '48px 32px', textAlign: 'center', overflowWrap: 'anywhere', ...style }}>
      <div style={{ marginBottom: 24 }}>
        <Icon aria-hidden style={{ fontSize: 72, color: colour }} />
      </div>
      <h3 style={{ margin: '8px 0', fontSize: 24, fontWeight: 'normal', lineHeight: 1.3333, color: 'var(--ant-color-text-heading, rgba(0, 0, 0, 0.88))' }}>{title}</h3>
      {subTitle && <div style={{ fontSize: 14, lineHeight: 1.5714, color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.45))' }}>{subTitle}</div>}
      {extra && (
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 8, marginTop: 24 }}>{extra}</div>
      )}
    </div>
  );
}
