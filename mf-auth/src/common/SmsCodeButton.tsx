import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsCountdown } from './sms-countdown';

interface Props {
  /** Separate countdowns per screen: a login code does not block a registration code. */
  purpose: string;
  /**
   * Checks the inputs and sends; resolves with the server's own 'sent' text when it has one. A
   * rejection (already shown by the HTTP client or the form) keeps the button free.
   */
  send: () => Promise<string | void>;
}

/** 'Send code', then 'sent' and the button disabled for 60 s with the seconds left, also across a reload. */
export function SmsCodeButton({ purpose, send }: Props) {
  const { t } = useTranslation('mf-auth');
  const { message } = App.useApp();
  const { seconds, start } = useSmsCountdown(purpose);
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    try {
      const sent = await send();
      start();
      // Without it a person cannot tell a sent code from a click that did nothing.
      void message.success({ content: <span data-testid={`sms-sent-${purpose}`}>{sent || t('sms.sent')}</span>, key: `sms-sent-${purpose}` });
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
