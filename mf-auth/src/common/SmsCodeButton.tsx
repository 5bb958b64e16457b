import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsCountdown } from './sms-countdown';

interface Props {
  /** Separate countdowns per screen: a login code does not block a registration code. */
  purpose: string;
  /** Checks the inputs and sends; a rejection (already shown by the HTTP client) keeps the button free. */
  send: () => Promise<void>;
}

/** 'Send code', then disabled for 60 s with the seconds left, also across a reload. */
export function SmsCodeButton({ purpose, send }: Props) {
  const { t } = useTranslation('mf-auth');
  const { seconds, start } = useSmsCountdown(purpose);
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    try {
      await send();
      start();
    } catch {
      // The message is already on screen.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={click} disabled={seconds > 0} loading={busy} data-testid={`sms-send-${purpose}`} style={{ minWidth: 120 }}>
      {seconds > 0 ? t('sms.resendIn', { seconds }) : t('sms.send')}
    </Button>
  );
}
