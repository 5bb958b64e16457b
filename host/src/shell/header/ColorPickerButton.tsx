import { ColorPicker, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME_COLOR, preferences } from '@portal/shared/core';
import { usePreferences } from '@portal/shared/react';
import { loadDeferredUi } from '../../ui/deferred-ui';

const PRESETS = [DEFAULT_THEME_COLOR, '#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'];

/**
 * The antd primary colour of every page (PortalRoot reads it from the preferences store). Until it
 * is first used, a swatch of the same size stands for antd's ColorPicker, whose chunk (the largest
 * of the header's, host/src/ui/deferred-ui.ts) a page so does not wait for; a pointer or the focus
 * on the swatch starts fetching it, and a click opens the real picker.
 */
export function ColorPickerButton() {
  const { t } = useTranslation('host');
  const { themeColor } = usePreferences();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const warm = () => void loadDeferredUi(['ColorPicker']).catch(() => undefined);
  const swatch = (
    <button type="button" className="color-swatch" aria-label={t('topbar.color')} onPointerEnter={warm} onFocus={warm} onClick={() => {
        setUsed(true);
        setOpen(true);
      }}>
      <span className="color-swatch-colour" style={{ background: themeColor }} />
    </button>
  );
  return (
    <Tooltip title={t('topbar.color')}>
      <span data-testid="color-picker">
        {used ? (
          <Suspense fallback={swatch}>
            <ColorPicker
              size="small"
              open={open}
              onOpenChange={setOpen}
              value={themeColor}
              disabledAlpha
              presets={[{ label: t('topbar.color'), colors: PRESETS }]}
              onChangeComplete={(color) => preferences.update({ themeColor: color.toHexString().toUpperCase() })}
            />
          </Suspense>
        ) : (
          swatch
        )}
      </span>
    </Tooltip>
  );
}
