import { Typography } from 'antd';
import { formatForReader, type DateInput } from '@portal/shared/core';
import { useLanguage } from '@portal/shared/react';

/** A time on the reader's clock for a narrow table cell: the date and time, its zone on the line below. */
export function TimeWithZone({ value }: { value: DateInput }) {
  const text = formatForReader(value, useLanguage());
  const cut = text.lastIndexOf(' (');
  if (!text) return <Typography.Text type="secondary">—</Typography.Text>;
  if (cut < 0) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {text.slice(0, cut)}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text.slice(cut + 1)}
      </Typography.Text>
    </span>
  );
}
