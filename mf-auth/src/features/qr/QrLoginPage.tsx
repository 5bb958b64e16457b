import { Button, Card, QRCode, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_REFRESH_S, applyLoginReply, navigation } from '@portal/shared/core';
import type { PageProps } from '@portal/shared/react';
import { QrConfirmPanel } from './QrConfirmPanel';
import { issueQr, qrState, type QrTicket } from './qr.api';

const POLL_MS = 2000;

/**
 * /middle: shows a QR code that a supplier logged in on another device scans and confirms; the code
 * is replaced every 30 s, and the page polls until the confirmation hands it a session.
 * /middle?confirm=<qrId> is the other device's side (the address inside the QR code).
 */
export default function QrLoginPage({ query }: PageProps) {
  if (query.confirm) return <QrConfirmPanel qrId={query.confirm} />;
  return <QrDisplay />;
}

function QrDisplay() {
  const { t } = useTranslation('mf-auth');
  const [ticket, setTicket] = useState<QrTicket | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(QR_REFRESH_S);
  const [generation, setGeneration] = useState(0);

  // A new code now and every 30 s.
  useEffect(() => {
    let live = true;
    issueQr().then((next) => {
      if (!live) return;
      setTicket(next);
      setSecondsLeft(next.expiresIn);
    }, () => undefined);
    const refresh = setTimeout(() => setGeneration((g) => g + 1), QR_REFRESH_S * 1000);
    return () => {
      live = false;
      clearTimeout(refresh);
    };
  }, [generation]);

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(tick);
  }, [ticket]);

  useEffect(() => {
    if (!ticket) return;
    let live = true;
    const poll = setInterval(async () => {
      const state = await qrState(ticket).catch(() => null);
      if (!live || !state || state.status !== 'confirmed') return;
      clearInterval(poll);
      applyLoginReply(state.login);
      navigation.go('/home');
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(poll);
    };
  }, [ticket]);

  const confirmUrl = ticket ? new URL(ticket.confirmPath, window.location.origin).toString() : '';
  return (
    <Card title={t('qr.title')} style={{ maxWidth: 420, margin: '32px auto', textAlign: 'center' }}>
      <Space direction="vertical" align="center" size="middle" style={{ width: '100%' }}>
        <QRCode value={confirmUrl || '-'} status={ticket ? 'active' : 'loading'} size={200} data-testid="qr-code" />
        <Typography.Text type="secondary">{t('qr.scanHint')}</Typography.Text>
        <Typography.Text data-testid="qr-seconds">{t('qr.refreshIn', { seconds: secondsLeft })}</Typography.Text>
        {ticket && (
          <Typography.Paragraph copyable={{ text: confirmUrl }} style={{ fontSize: 12, wordBreak: 'break-all' }} data-testid="qr-confirm-url">
            {confirmUrl}
          </Typography.Paragraph>
        )}
        <Space>
          <Button onClick={() => setGeneration((g) => g + 1)}>{t('qr.refresh')}</Button>
          <Button type="link" onClick={() => navigation.go('/login')}>
            {t('qr.backToLogin')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

