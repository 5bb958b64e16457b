import { App } from 'antd';
import { useEffect } from 'react';
import { navigation, setHttpUi } from '@portal/shared/core';

/** Lets the framework-free HTTP client show messages with antd and send a logged-out user home. */
export function HttpUiBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setHttpUi({
      showError: (text) => void message.error(text),
      onLoggedOut: () => navigation.go('/home'),
    });
  }, [message]);
  return null;
}
