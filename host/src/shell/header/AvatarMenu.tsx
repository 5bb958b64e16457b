import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { logOff, navigation, supplierNameIn } from '@portal/shared/core';
import { useLanguage, usePortalSession } from '@portal/shared/react';
import { shellUi } from '../shell-ui-store';

async function exitSystem(): Promise<void> {
  await logOff();
  navigation.go('/home');
}

export function AvatarMenu() {
  const { t } = useTranslation('host');
  const { modal } = App.useApp();
  const { portalUser, tempUser, userInfo } = usePortalSession();
  const language = useLanguage();
  const name = userInfo?.userName ?? portalUser?.userName ?? tempUser?.userName ?? '';
  const shown = supplierNameIn(portalUser, language) ?? name;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'home', label: <span data-testid="avatar-home">{t('avatar.home')}</span> },
          { key: 'info', label: <span data-testid="avatar-info">{t('avatar.info')}</span> },
          { key: 'settings', label: <span data-testid="avatar-settings">{t('avatar.settings')}</span> },
          { type: 'divider' },
          { key: 'exit', label: <span data-testid="avatar-exit">{t('avatar.exit')}</span>, danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'home') navigation.go('/home/index');
          if (key === 'info') navigation.go('/info/index');
          if (key === 'settings') shellUi.setState({ settingsOpen: true });
          if (key === 'exit') {
            void modal.confirm({ title: t('avatar.exitConfirm'), onOk: () => exitSystem().catch(() => undefined) });
          }
        },
      }}
    >
      <button type="button" className="avatar-trigger" data-testid="avatar-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="narrow-hide avatar-name" title={shown} data-testid="current-user">
          {shown}
        </span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}
