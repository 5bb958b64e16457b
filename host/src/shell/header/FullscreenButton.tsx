import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreen = () => Boolean(document.fullscreenElement);

export function FullscreenButton() {
  const { t } = useTranslation('host');
  const full = useSyncExternalStore(subscribe, isFullscreen, isFullscreen);
  const label = full ? t('topbar.exitFullscreen') : t('topbar.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        data-testid="fullscreen-toggle"
        data-fullscreen={full ? '1' : '0'}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
      />
    </Tooltip>
  );
}
