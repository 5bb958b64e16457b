import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ANTD_STYLESHEET_PRECEDENCE, antdStylesheetHref, i18n } from '@portal/shared/core';
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
 * Dialogs and drawers dim the page behind them without antd 6's blur: a blurred backdrop is drawn
 * again for every frame of anything moving beneath it (a spinner under the puzzle kept a core of
 * this machine busy for as long as the puzzle was open, in the browser tests' software
 * compositing), a cost a low-end phone's GPU pays too, for a look the spec does not ask for.
 */
const PLAIN_MASK = { mask: { blur: false } } as const;

/**
 * One name for the CSS variables of antd's tokens in every root. antd names them after each
 * ConfigProvider's React id, so the host's root and each remote's root (the home page draws three)
 * derived the same tokens again and wrote the same 500 variables into a style of their own. Every
 * root draws from the same preferences, so one set serves them all.
 */
const PORTAL_CSS_VAR = { key: 'css-var-portal' } as const;

/**
 * antd's App element carries the theme's CSS variables and its font, size and colour, which text
 * outside antd's components (a page's own headings and paragraphs) inherits; without an element
 * (`component={false}`) that text fell back to the browser's serif default. It takes no box of its
 * own, so a root's layout (full-height shells, the parcels' mount points) stays as it was.
 */
const APP_ELEMENT_STYLE = { display: 'contents' } as const;

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
  // antd's styles come prebuilt from the host page when it has them: generating them in the
  // browser at each component's first use took a large part of a page's first render. The
  // prebuilt file's selectors carry no hash, so neither may the components' class names.
  const stylesheet = useMemo(antdStylesheetHref, []);
  const theme = useMemo(() => {
    const base = { token: { ...readableTokens(themeColor), motion: !reducedMotion }, cssVar: PORTAL_CSS_VAR };
    return stylesheet ? { ...base, zeroRuntime: true, hashed: false } : base;
  }, [themeColor, reducedMotion, stylesheet]);
  const csp = useMemo(() => {
    const nonce = pageNonce();
    return nonce ? { nonce } : undefined;
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale(language)} theme={theme} csp={csp} modal={PLAIN_MASK} drawer={PLAIN_MASK}>
        <AntApp component="div" style={APP_ELEMENT_STYLE}>
          {/* React puts it in <head> once for every root and commits only when it has loaded. */}
          {stylesheet && <link rel="stylesheet" href={stylesheet} precedence={ANTD_STYLESHEET_PRECEDENCE} />}
          <ErrorBoundary fallback={(error, retry) => <FailurePanel detail={error.message} onRetry={retry} />}>
            {children}
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
