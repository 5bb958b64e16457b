import { Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import { usePortalSession } from '@portal/shared/react';
import { confirmQr } from './qr.api';

/** The scanning device's side: a logged-in supplier confirms the login of the other screen. */
export function QrConfirmPanel({ qrId }: { qrId: string }) {
  const { t } = useTranslation('mf-auth');
  const { portalUser, accessToken } = usePortalSession();
  const [state, setState] = useState<'ask' | 'busy' | 'done'>('ask');

  if (!accessToken || !portalUser) {
    return (
      <Card style={{ maxWidth: 420, margin: '32px auto' }}>
        <Result status="info" title={t('qr.confirmNeedsLogin')} extra={<Button type="primary" onClick={() => navigation.go('/login')}>{t('login.submit')}</Button>} />
      </Card>
    );
  }
  if (state === 'done') {
    return (
      <Card style={{ maxWidth: 420, margin: '32px auto' }} data-testid="qr-confirmed">
        <Result status="success" title={t('qr.confirmed')} />
      </Card>
    );
  }
  async function confirm() {
    setState('busy');
    try {
      await confirmQr(qrId);
      setState('done');
    } catch {
      setState('ask');
    }
  }
  return (
    <Card title={t('qr.confirmTitle')} style={{ maxWidth: 420, margin: '32px auto', textAlign: 'center' }}>
      <Typography.Paragraph>{t('qr.confirmText', { name: portalUser.supplierName, user: portalUser.userName })}</Typography.Paragraph>
      <Button type="primary" block loading={state === 'busy'} onClick={confirm} data-testid="qr-confirm">
        {t('qr.confirm')}
      </Button>
    </Card>
  );
}
