import { LockOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logOff, navigation, removeStore, session, supplierNameIn } from '@portal/shared/core';
import { useLanguage, usePortalSession } from '@portal/shared/react';
import { LOCK_RETURN_KEY } from '../session/lock-return';

/** The lock screen: the lock password unlocks and returns to the page the user locked from. */
export function LockPage() {
  const { t } = useTranslation('host');
  const { portalUser, userInfo, tempUser } = usePortalSession();
  const language = useLanguage();
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const name = supplierNameIn(portalUser, language) ?? userInfo?.userName ?? tempUser?.userName ?? '';

  const unlock = () => {
    if (!session.unlock(password)) {
      setWrong(true);
      return;
    }
    // The guard sees the lock gone and returns to the page the screen was locked on.
  };

  const logout = async () => {
    await logOff();
    removeStore({ name: LOCK_RETURN_KEY });
    navigation.replace('/home');
  };

  return (
    <div className="lock-page" data-testid="lock-page">
      <div className="lock-card">
        <LockOutlined className="lock-icon" />
        <Typography.Title level={4}>{t('lock.locked')}</Typography.Title>
        {name && <Typography.Text type="secondary">{name}</Typography.Text>}
        <Space.Compact style={{ width: '100%', marginTop: 16 }}>
          <Input.Password
            autoFocus
            value={password}
            status={wrong ? 'error' : undefined}
            placeholder={t('lock.unlockPlaceholder')}
            data-testid="unlock-password"
            onChange={(e) => {
              setPassword(e.target.value);
              setWrong(false);
            }}
            onPressEnter={unlock}
          />
          <Button type="primary" onClick={unlock} data-testid="unlock-button">{t('lock.unlock')}</Button>
        </Space.Compact>
        {wrong && <Typography.Text type="danger" data-testid="unlock-error" className="lock-error">{t('lock.wrong')}</Typography.Text>}
        <Button type="link" onClick={() => void logout()} data-testid="lock-logout">{t('lock.logout')}</Button>
      </div>
    </div>
  );
}
