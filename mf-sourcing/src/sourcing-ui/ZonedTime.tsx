import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaAndVietnamTimes, type DateInput } from '@portal/shared/core';

/** One instant on China time and Vietnam time side by side, each naming its zone (spec 02 §1). */
export function ZonedTime({ value, testId }: { value: DateInput; testId?: string }) {
  const { t } = useTranslation('mf-sourcing');
  const { china, vietnam } = chinaAndVietnamTimes(value);
  if (!china) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex wrap gap="2px 16px" data-testid={testId}>
      <span style={{ whiteSpace: 'nowrap' }} data-zone="china">
        <Typography.Text type="secondary">{t('detail.chinaTime')}</Typography.Text> {china}
      </span>
      <span style={{ whiteSpace: 'nowrap' }} data-zone="vietnam">
        <Typography.Text type="secondary">{t('detail.vietnamTime')}</Typography.Text> {vietnam}
      </span>
    </Flex>
  );
}
