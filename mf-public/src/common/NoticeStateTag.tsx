import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_STATE_COLOURS, STATE_LABEL_KEYS, type NoticeState } from '@portal/shared/core';

/** The status of a tender or change notice: waiting for quotation, expired or terminated. */
export function NoticeStateTag({ state }: { state: Exclude<NoticeState, null> }) {
  const { t: tc } = useTranslation('common');
  return <Tag style={NOTICE_STATE_COLOURS[state]}>{tc(STATE_LABEL_KEYS[state])}</Tag>;
}
