import { Alert, Button, Flex, Modal, QRCode, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { genPayCode, payStatus, type OrderStatus, type PayCode, type SupplierFee } from './fees.api';
import { feeAmount } from './money';
import { countdown, keepFollowing, POLL_MS, secondsLeft, shownStatus } from './pay-follow';

interface Props {
  fee: SupplierFee | null;
  onClose: () => void;
  /** The order was settled (paid, failed) or expired: the lists reload. */
  onSettled: (status: OrderStatus) => void;
}

/**
 * The QR code of a fee's order (genPayCode) and the order followed every POLL_MS
 * (pay/getWXPayStatus) until it is paid, failed or expired; an expired or failed code is replaced
 * by a new order on request, never reused.
 */
export function PayDialog({ fee, onClose, onSettled }: Props) {
  const { t } = useTranslation('mf-supplier');
  const [code, setCode] = useState<PayCode | null>(null);
  const [status, setStatus] = useState<OrderStatus>('pending');
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [loading, setLoading] = useState(false);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  const fetchCode = useCallback(async (feeId: string) => {
    setLoading(true);
    setError(null);
    try {
      const c = await genPayCode(feeId);
      setCode(c);
      setStatus(c.status);
      setNow(Date.now());
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    setCode(null);
    setStatus('pending');
    if (fee) void fetchCode(fee.feeId);
  }, [fee, fetchCode]);

  // Follow the order while it is pending.
  useEffect(() => {
    if (!code || !keepFollowing(status)) return undefined;
    let stopped = false;
    const timer = window.setInterval(() => {
      setNow(Date.now());
      payStatus(code.orderId).then(
        (o) => {
          if (stopped) return;
          setStatus(o.status);
          if (!keepFollowing(o.status)) settledRef.current(o.status);
        },
        () => undefined,
      );
    }, POLL_MS);
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.clearInterval(tick);
    };
  }, [code, status]);

  const shown = code ? shownStatus(status, code.expiresAt, now) : 'pending';
  const left = code ? secondsLeft(code.expiresAt, now) : 0;

  return (
    <Modal open={fee !== null} title={t('fees.payTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('fees.close')}</Button>} destroyOnHidden width="min(420px, calc(100vw - 16px))">
      {fee && (
        <Flex vertical align="center" gap={12} data-testid="pay-dialog" data-status={shown} data-order={code?.orderId ?? ''} data-code-url={code?.codeUrl ?? ''}>
          <Typography.Text strong>{fee.title}</Typography.Text>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="pay-amount">
            {feeAmount(fee.amount, fee.currency)}
          </Typography.Title>
          {error && <Alert type="error" showIcon message={error} />}
          {!code && loading && <Spin />}
          {code && shown === 'pending' && (
            <>
              <QRCode value={code.codeUrl} size={200} />
              <Typography.Text type="secondary">{t('fees.scan')}</Typography.Text>
              <Typography.Text data-testid="pay-countdown">{t('fees.expiresIn', { time: countdown(left) })}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('fees.orderId')}: {code.orderId}
              </Typography.Text>
              <Typography.Link href={code.codeUrl} target="_blank" rel="noopener" data-testid="pay-open-page">
                {t('fees.openPayPage')}
              </Typography.Link>
            </>
          )}
          {code && shown === 'paid' && <Result status="success" title={t('fees.paid')} subTitle={code.orderId} data-testid="pay-result" />}
          {code && (shown === 'failed' || shown === 'expired') && (
            <Result
              status={shown === 'failed' ? 'error' : 'warning'}
              title={shown === 'failed' ? t('fees.failed') : t('fees.expired')}
              subTitle={shown === 'expired' ? `${code.orderId} · ${formatWithZone(code.expiresAt)}` : code.orderId}
              data-testid="pay-result"
              extra={
                <Button type="primary" loading={loading} onClick={() => void fetchCode(fee.feeId)} data-testid="pay-new-code">
                  {t('fees.newCode')}
                </Button>
              }
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
