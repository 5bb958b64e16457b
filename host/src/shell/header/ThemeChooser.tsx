import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEMES, preferences } from '@portal/shared/core';
import { usePreferences } from '@portal/shared/react';

export function ThemeChooser() {
  const { t } = useTranslation('host');
  const { themeName } = usePreferences();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [themeName],
        items: THEMES.map((name) => ({ key: name, label: <span data-testid={`theme-${name}`}>{t(`themes.${name}`)}</span> })),
        onClick: ({ key }) => preferences.update({ themeName: key }),
      }}
    >
      <Tooltip title={t('topbar.theme')} placement="left">
        <Button type="text" icon={<BgColorsOutlined />} aria-label={t('topbar.theme')} data-testid="theme-chooser" />
      </Tooltip>
    </Dropdown>
  );
}
