import { App } from 'antd';
import { useEffect } from 'react';
import { navigation, setHttpUi } from '@portal/shared/core';

/** Lets the framework-free HTTP client show messages with antd and send a logged-out user home. */
export function HttpUiBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setHttpUi({
      // Keyed by its text: when the database is away every list on the page fails with the same
      // message, and one toast says it better than a stack of five.
      showError: (text) => void message.error({ content: text, key: `http-error:${text}` }),
      onLoggedOut: () => navigation.go('/home'),
    });
  }, [message]);
  return null;
}
