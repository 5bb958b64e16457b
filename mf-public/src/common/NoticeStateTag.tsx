import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATE_LABEL_KEYS, type NoticeState } from './notice-rules';

// antd's green tag writes #389e0d on #f6ffed (3.2:1); these pairs read at 4.5:1 or more (WCAG AA).
const STATE_STYLES: Record<Exclude<NoticeState, null>, { color: string; background: string; borderColor: string }> = {
  waiting: { color: '#1d6a0c', background: '#f6ffed', borderColor: '#95de64' },
  terminated: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  expired: { color: '#4a4a4a', background: '#f5f5f5', borderColor: '#d9d9d9' },
};

/** The status of a tender or change notice: waiting for quotation, expired or terminated. */
export function NoticeStateTag({ state }: { state: Exclude<NoticeState, null> }) {
  const { t: tc } = useTranslation('common');
  return <Tag style={STATE_STYLES[state]}>{tc(STATE_LABEL_KEYS[state])}</Tag>;
}
