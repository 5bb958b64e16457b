import { GlobalOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT, LANGUAGES, navigation, session, setLanguage, type Language } from '@portal/shared/core';
import { useLanguage, usePortalSession } from '@portal/shared/react';

export function HeaderBar() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const { accessToken, portalUser, userInfo } = usePortalSession();
  return (
    <header className="portal-header" style={{ height: HEADER_HEIGHT }}>
      <a className="portal-title" onClick={() => navigation.go('/home')}>{t('title')}</a>
      <Space>
        <Dropdown
          menu={{
            selectedKeys: [language],
            items: LANGUAGES.map((lang) => ({ key: lang, label: tc(`common.languages.${lang}`) })),
            onClick: ({ key }) => setLanguage(key as Language),
          }}
        >
          <Button type="text" icon={<GlobalOutlined />} data-testid="language-switch">{tc(`common.languages.${language}`)}</Button>
        </Dropdown>
        {accessToken ? (
          <>
            <span data-testid="current-user">{portalUser?.supplierName ?? userInfo?.userName}</span>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => { session.logout(); navigation.go('/home'); }}>
              {t('logout')}
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={() => navigation.go('/login')}>{t('login')}</Button>
        )}
      </Space>
    </header>
  );
}
