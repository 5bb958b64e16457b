import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from '@portal/shared/core';
import { PortalLink, portalLinkProps, usePortalSession, usePreferences } from '@portal/shared/react';
import type { PortalRoute } from '../routing/route-table';
import { AvatarMenu } from './header/AvatarMenu';
import { ColorPickerButton } from './header/ColorPickerButton';
import { ErrorLogButton } from './header/ErrorLogButton';
import { FullscreenButton } from './header/FullscreenButton';
import { LanguageSwitch } from './header/LanguageSwitch';
import { LockButton } from './header/LockButton';
import { ThemeChooser } from './header/ThemeChooser';
import { TopMenu } from './header/TopMenu';
import { TopSearch } from './header/TopSearch';
import { useMenuFold } from './menu-fold';
import { useWidthClass } from './use-width-class';

/** The shell's top bar; each item can be switched off in the settings drawer. */
// routes is optional: the portal frame still renders this bar without them until it has its own header.
export function HeaderBar({ routes = [], active }: { routes?: PortalRoute[]; active?: string }) {
  const { t } = useTranslation('host');
  const { switches } = usePreferences();
  const { collapsed, toggle } = useMenuFold();
  const { accessToken } = usePortalSession();
  const width = useWidthClass();
  return (
    <header className="shell-header" style={{ height: HEADER_HEIGHT }} data-testid="shell-header">
      <div className="shell-header-left">
        {switches.collapse && (
          <Tooltip title={t('topbar.collapse')}>
            <Button
              type="text"
              className="shell-header-button"
              data-testid="menu-collapse"
              aria-label={t('topbar.collapse')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
            />
          </Tooltip>
        )}
        <PortalLink className="shell-title" to="/home">{t('title')}</PortalLink>
        {switches.topMenu && width >= 2 && <TopMenu routes={routes} active={active} />}
      </div>
      <div className="shell-header-right">
        {/* On a phone the bar keeps what a person needs there (menu, error log, lock, language,
            account); the side menu has its own search, and looks and full screen can wait. */}
        {/* The search box and the colour picker are in the deferred part of antd
            (host/src/ui/deferred-ui.ts): they join the bar when it is in, the rest does not wait. */}
        <Suspense fallback={null}>
          <span className="header-optional">
            {switches.search && <TopSearch routes={routes} />}
            {switches.themeColor && <ColorPickerButton />}
          </span>
        </Suspense>
        {switches.log && <ErrorLogButton />}
        {switches.lockScreen && accessToken && <LockButton />}
        <span className="header-optional">
          {switches.theme && <ThemeChooser />}
          {switches.fullScreen && <FullscreenButton />}
        </span>
        <LanguageSwitch />
        {accessToken ? (
          <AvatarMenu />
        ) : (
          <Button type="primary" {...portalLinkProps('/login')}>{t('login')}</Button>
        )}
      </div>
    </header>
  );
}
