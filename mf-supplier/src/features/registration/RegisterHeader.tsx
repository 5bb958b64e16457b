import { UserOutlined } from '@ant-design/icons';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegistrationSteps } from '@portal/shared/react';
import type { DetailStatus } from '../../supplier-form/supplier-detail.api';

const STATUS_COLOR: Record<DetailStatus, string> = { new: 'default', draft: 'gold', submitted: 'blue', approved: 'green', rejected: 'red' };

/** The register header of spec 01 §6: who is registering, and how far the registration is. */
export function RegisterHeader({ userName, status }: { userName: string; status: DetailStatus }) {
  const { t } = useTranslation('mf-supplier');
  // A rejected registration is back in its owner's hands: the first step again.
  const step = status === 'new' || status === 'draft' || status === 'rejected' ? 1 : 2;
  return (
    <Card data-testid="register-header">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('registration.title')}
        </Typography.Title>
        <Space wrap>
          <UserOutlined />
          <span>{t('registration.currentUser')}</span>
          <Typography.Text strong data-testid="register-header-user">
            {userName}
          </Typography.Text>
          <Tag color={STATUS_COLOR[status]} data-testid="register-status">
            {t(`registration.status.${status}`)}
          </Tag>
        </Space>
      </Flex>
      <RegistrationSteps current={step} style={{ marginTop: 16 }} />
    </Card>
  );
}
