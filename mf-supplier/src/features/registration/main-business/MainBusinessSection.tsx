import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MainBusinessOption } from '@portal/shared/core';
import { BusinessDetailDialog } from './BusinessDetailDialog';
import { MainBusinessSelector } from './MainBusinessSelector';

interface Props {
  value: MainBusinessOption[];
  onChange: (selection: MainBusinessOption[]) => void;
  disabled?: boolean;
}

/** The registration's main businesses: the selector, the confirmed choice and the catalogue's details. */
export function MainBusinessSection({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('mf-supplier');
  return (
    <Card title={t('mainBusiness.title')} extra={<BusinessDetailDialog />} data-testid="section-main-business">
      <Flex vertical gap={12}>
        <MainBusinessSelector value={value} onConfirm={onChange} disabled={disabled} />
        <Flex gap={8} wrap align="center" data-testid="mb-confirmed">
          <Typography.Text type="secondary">{t('mainBusiness.confirmedList')}</Typography.Text>
          {value.length === 0 ? (
            <Typography.Text type="secondary">{t('mainBusiness.noneConfirmed')}</Typography.Text>
          ) : (
            value.map((v) => (
              <Tag key={v.mainbusinessCode} data-code={v.mainbusinessCode}>
                {v.mainbusinessName}
              </Tag>
            ))
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
