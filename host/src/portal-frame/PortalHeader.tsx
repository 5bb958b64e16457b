import { GlobalOutlined, LogoutOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, navigation, session, setLanguage, type Language } from '@portal/shared/core';
import { useLanguage, usePortalSession } from '@portal/shared/react';
import { FRAME_NS } from './frame-locales';
import { FrameLogo } from './FrameLogo';
import { FriendLinks } from './FriendLinks';
import { TOP_TABS } from './top-tabs';
import './portal-frame.css';

type LegacyExternal = { AddFavorite?: (url: string, title: string) => void };
type LegacySidebar = { addPanel?: (title: string, url: string, extra: string) => void };

/** Header of the public pages: logos, favourites, friendship links, language, login/register, and the five top tabs. */
export function PortalHeader() {
  const { t } = useTranslation(FRAME_NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const language = useLanguage();
  const { accessToken, portalUser, tempUser, userInfo } = usePortalSession();
  const path = typeof window !== 'undefined' ? window.location.pathname.toLowerCase() : '';

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
                <Button type="text" size="small" icon={<LogoutOutlined />} onClick={() => { session.logout(); navigation.go('/home'); }}>{t('logout')}</Button>
              </>
            ) : (
              <>
                <Button type="link" size="small" onClick={() => navigation.go('/login')} data-testid="frame-login">{t('login')}</Button>
                <Button type="link" size="small" onClick={() => navigation.go('/register')} data-testid="frame-register">{t('register')}</Button>
              </>
            )}
          </Space>
        </div>
      </div>
      <div className="pf-inner pf-brand">
        <a className="pf-logo" onClick={() => navigation.go('/home')} data-testid="portal-logo">
          <FrameLogo />
          <span>
            <strong>{t('title')}</strong>
            <small>{t('subtitle')}</small>
          </span>
        </a>
        <Input.Search className="pf-search" placeholder={t('search')} allowClear onSearch={(v) => v.trim() && navigation.open('/search_all', { keyword: v.trim() })} data-testid="frame-search" />
      </div>
      <nav className="pf-tabs" data-testid="top-tabs">
        <div className="pf-inner">
          {TOP_TABS.map((tab) => (
            <a
              key={tab.key}
              data-testid={`top-tab-${tab.key}`}
              className={tab.key === 'home' && path === '/home' ? 'active' : ''}
              onClick={() => (tab.newTab ? navigation.open(tab.path, tab.query) : navigation.go(tab.path, tab.query))}
            >
              {t(`tabs.${tab.key}`)}
            </a>
          ))}
        </div>
      </nav>
    </header>
  );
}
