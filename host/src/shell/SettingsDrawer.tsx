import { Divider, Drawer, Switch } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { preferences, type PreferenceSwitches } from '@portal/shared/core';
import { usePreferences } from '@portal/shared/react';
import { shellUi } from './shell-ui-store';

const SWITCHES: (keyof PreferenceSwitches)[] = ['tag', 'log', 'theme', 'themeColor', 'fullScreen', 'lockScreen', 'search', 'collapse', 'topMenu'];

/**
 * The settings drawer ('copyright info'): version and one switch per shell feature, stored in the
 * preferences. Drawn from its first opening on (it stays for its closing motion): a page does not
 * wait for the drawer's chunk of antd (host/src/ui/deferred-ui.ts) to show a drawer nobody opened.
 */
export function SettingsDrawer() {
  const { t } = useTranslation('host');
  const { switches } = usePreferences();
  const { settingsOpen } = useSyncExternalStore(shellUi.subscribe, shellUi.getState);
  const [opened, setOpened] = useState(settingsOpen);
  if (settingsOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Drawer open={settingsOpen} title={t('settings.title')} placement="right" onClose={() => shellUi.setState({ settingsOpen: false })} data-testid="settings-drawer">
      <p className="settings-version" data-testid="settings-version">{t('settings.version')}</p>
      <Divider>{t('settings.switches')}</Divider>
      {SWITCHES.map((name) => (
        <div className="settings-row" key={name}>
          <span>{t(`settings.${name}`)}</span>
          <Switch checked={switches[name]} data-testid={`switch-${name}`} onChange={(on) => preferences.update({ switches: { [name]: on } })} />
        </div>
      ))}
    </Drawer>
  );
}
