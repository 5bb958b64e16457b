import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';

/** /registerInfo: the registration was submitted; what happens until the supplier may log in. */
export default function RegisterInfoPage() {
  const { t } = useTranslation('mf-supplier');
  return (
    <Card style={{ maxWidth: 680, margin: '32px auto' }} data-testid="register-info">
      <Result
        status="success"
        title={t('common:success.registered')}
        subTitle={t('registerInfo.subTitle')}
        extra={[
          <Button key="data" onClick={() => navigation.go('/registerDetail')} data-testid="register-info-data">
            {t('registerInfo.viewData')}
          </Button>,
          <Button key="home" type="primary" onClick={() => navigation.go('/home')} data-testid="register-info-home">
            {t('registerInfo.toHome')}
          </Button>,
        ]}
      >
        <Typography.Title level={5}>{t('registerInfo.nextTitle')}</Typography.Title>
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          <li>{t('registerInfo.next1')}</li>
          <li>{t('registerInfo.next2')}</li>
          <li>{t('registerInfo.next3')}</li>
        </ol>
      </Result>
    </Card>
  );
}
