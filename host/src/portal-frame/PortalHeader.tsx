import { GlobalOutlined, LogoutOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { activeTopTab, LANGUAGES, logOff, navigation, setLanguage, TOP_TABS, type Language } from '@portal/shared/core';
import { PortalLink, useLanguage, usePortalSession } from '@portal/shared/react';
import { useAddress } from '../routing/address';
import { FRAME_NS } from './frame-locales';
import { FrameLogo } from './FrameLogo';
import { FriendLinks } from './FriendLinks';
import { usePageDescription } from './use-page-description';
import './portal-frame.css';

type LegacyExternal = { AddFavorite?: (url: string, title: string) => void };
type LegacySidebar = { addPanel?: (title: string, url: string, extra: string) => void };

/** Revokes the token on the server (spec 01 §7's logout calls), not only in this browser. */
async function exit(): Promise<void> {
  await logOff();
  navigation.go('/home');
}

/** Header of the public pages: logos, favourites, friendship links, language, login/register, and the five top tabs. */
export function PortalHeader() {
  const { t } = useTranslation(FRAME_NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const language = useLanguage();
  const location = useAddress();
  const { accessToken, portalUser, tempUser, userInfo } = usePortalSession();
  const active = activeTopTab(location.pathname, location.search);
  usePageDescription(location.pathname);

  const addFavourite = () => {
    const ext = (window as unknown as { external?: LegacyExternal }).external;
    const sidebar = (window as unknown as { sidebar?: LegacySidebar }).sidebar;
    try {
      if (ext?.AddFavorite) return ext.AddFavorite(window.location.href, document.title);
      if (sidebar?.addPanel) return sidebar.addPanel(document.title, window.location.href, '');
    } catch {
      /* fall through to the hint */
    }
    void message.info(tc('login.favouritesUnsupported'));
  };

  const user = portalUser?.supplierName ?? tempUser?.userName ?? userInfo?.userName;
  return (
    <header className="pf-header" data-testid="portal-header">
      <div className="pf-topline">
        <div className="pf-inner">
          <Space size={4} wrap>
            <Button type="text" size="small" icon={<StarOutlined />} onClick={addFavourite} data-testid="favourite">{t('favourite')}</Button>
            <FriendLinks />
          </Space>
          <Space size={4} wrap>
            <Dropdown
              menu={{ selectedKeys: [language], items: LANGUAGES.map((l) => ({ key: l, label: tc(`common.languages.${l}`) })), onClick: ({ key }) => setLanguage(key as Language) }}
            >
              <Button type="text" size="small" icon={<GlobalOutlined />} data-testid="language-switch">{tc(`common.languages.${language}`)}</Button>
            </Dropdown>
            {accessToken && user ? (
              <>
                <span className="pf-user" data-testid="current-user">{user}</span>
                {/* The way back to the centre from every public and sourcing page. */}
                {portalUser && (
                  <PortalLink className="pf-action" to="/supplier_home_todo" data-testid="frame-user-centre">
                    {t('userCentre')}
                  </PortalLink>
                )}
                <Button type="text" size="small" icon={<LogoutOutlined />} onClick={() => void exit()} data-testid="frame-logout">{t('logout')}</Button>
              </>
            ) : (
              <>
                <PortalLink className="pf-action" to="/login" data-testid="frame-login">{t('login')}</PortalLink>
                <PortalLink className="pf-action" to="/register" data-testid="frame-register">{t('register')}</PortalLink>
              </>
            )}
          </Space>
        </div>
      </div>
      <div className="pf-inner pf-brand">
        <PortalLink className="pf-logo" to="/home" data-testid="portal-logo">
          <FrameLogo />
          <span>
            <strong>{t('title')}</strong>
            <small>{t('subtitle')}</small>
          </span>
        </PortalLink>
        <Input.Search
          className="pf-search"
          placeholder={t('search')}
          aria-label={t('search')}
          allowClear
          onSearch={(v) => v.trim() && navigation.open('/search_all', { keyword: v.trim() })}
          data-testid="frame-search"
        />
      </div>
      <nav className="pf-tabs" data-testid="top-tabs" aria-label={t('tabsLabel')}>
        <div className="pf-inner">
          {TOP_TABS.map((tab) => (
            <PortalLink
              key={tab.key}
              to={tab.path}
              query={tab.query}
              newTab={tab.newTab}
              data-testid={`top-tab-${tab.key}`}
              className={tab.key === active ? 'active' : undefined}
              aria-current={tab.key === active ? 'page' : undefined}
            >
              {t(`tabs.${tab.key}`)}
            </PortalLink>
          ))}
        </div>
      </nav>
    </header>
  );
}
