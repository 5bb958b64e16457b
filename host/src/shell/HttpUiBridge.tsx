import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, setHttpUi } from '@portal/shared/core';

/** Lets the framework-free HTTP client show messages with antd and send a logged-out user home. */
export function HttpUiBridge() {
  const { message, modal } = App.useApp();
  const { t } = useTranslation('host');
  useEffect(() => {
    // One notice however many replies of the page say the same (every open list asks at once).
    let forcedOfflineNotice: { destroy(): void } | null = null;
    setHttpUi({
      // Keyed by its text: when the database is away every list on the page fails with the same
      // message, and one toast says it better than a stack of five.
      showError: (text) => void message.error({ content: text, key: `http-error:${text}` }),
      onLoggedOut: (reason) => {
        navigation.go('/home');
        // A login elsewhere ended this session (login-mark 0): without a word the user would only
        // find themselves on the home page, logged out, with no idea why.
        if (reason !== 'loginMark' || forcedOfflineNotice) return;
        forcedOfflineNotice = modal.warning({
          title: t('session.forcedOfflineTitle'),
          content: <span data-testid="forced-offline-notice">{t('session.forcedOffline')}</span>,
          okText: t('session.understood'),
          afterClose: () => {
            forcedOfflineNotice = null;
          },
        });
      },
    });
  }, [message, modal, t]);
  return null;
}
