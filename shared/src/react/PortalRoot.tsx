import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/shared/core';
import { antdLocale } from './antd-locale';
import { ErrorBoundary } from './ErrorBoundary';
import { FailurePanel } from './FailurePanel';
import { readableTokens } from './readable-tokens';
import { useLanguage, usePreferences, useReducedMotion } from './use-external-store';

/**
 * The page's CSP nonce, written by the server into `<meta name="csp-nonce">` (server/src/platform/
 * security-headers.ts); antd's cssinjs gives it to the <style> elements of its components. Read
 * from the property: the browser hides the attribute once the policy applies. None without the
 * meta (dev server, tests): then antd adds its styles as before.
 */
function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce || undefined;
}

/**
 * The one wrapper every React root of the portal uses (the host and each remote parcel):
 * antd theme (without motion when the system asks for less) and locale, i18n and an error
 * boundary, all fed by the shared stores.
 */
export function PortalRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { themeColor } = usePreferences();
  // A person who asked their system for less motion gets none from antd (zooms, slides, the
  // click wave): WCAG 2.3.3. Browser tests ask for it too, so no click lands on a moving target.
  const reducedMotion = useReducedMotion();
  const token = useMemo(() => ({ ...readableTokens(themeColor), motion: !reducedMotion }), [themeColor, reducedMotion]);
  const csp = useMemo(() => {
    const nonce = pageNonce();
    return nonce ? { nonce } : undefined;
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale(language)} theme={{ token }} csp={csp}>
        <AntApp component={false}>
          <ErrorBoundary fallback={(error, retry) => <FailurePanel detail={error.message} onRetry={retry} />}>
            {children}
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
