import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/shared/core';
import { antdLocale } from './antd-locale';
import { ErrorBoundary } from './ErrorBoundary';
import { FailurePanel } from './FailurePanel';
import { useLanguage, usePreferences } from './use-external-store';

/**
 * The one wrapper every React root of the portal uses (the host and each remote parcel):
 * antd theme and locale, i18n and an error boundary, all fed by the shared stores.
 */
export function PortalRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { themeColor } = usePreferences();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale(language)} theme={{ token: { colorPrimary: themeColor } }}>
        <AntApp component={false}>
          <ErrorBoundary fallback={(error, retry) => <FailurePanel detail={error.message} onRetry={retry} />}>
            {children}
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
