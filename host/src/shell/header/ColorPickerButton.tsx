import { ColorPicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME_COLOR, preferences } from '@portal/shared/core';
import { usePreferences } from '@portal/shared/react';

const PRESETS = [DEFAULT_THEME_COLOR, '#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'];

/** The antd primary colour of every page (PortalRoot reads it from the preferences store). */
export function ColorPickerButton() {
  const { t } = useTranslation('host');
  const { themeColor } = usePreferences();
  return (
    <Tooltip title={t('topbar.color')}>
      <span data-testid="color-picker">
        <ColorPicker
          size="small"
          value={themeColor}
          disabledAlpha
          presets={[{ label: t('topbar.color'), colors: PRESETS }]}
          onChangeComplete={(color) => preferences.update({ themeColor: color.toHexString().toUpperCase() })}
        />
      </span>
    </Tooltip>
  );
}
