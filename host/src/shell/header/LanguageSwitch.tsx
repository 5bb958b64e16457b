import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@portal/shared/core';
import { useLanguage } from '@portal/shared/react';
import { useWidthClass } from '../use-width-class';

/** Switches every open page (each parcel reads the shared i18n instance); remembered under 'lang'. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { t: th } = useTranslation('host');
  const language = useLanguage();
  const width = useWidthClass();
  const name = t(`common.languages.${language}`);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: <span data-testid={`language-${lang}`}>{t(`common.languages.${lang}`)}</span> })),
        onClick: ({ key }) => setLanguage(key as Language),
      }}
    >
      {/* A few letters on the bar ('Tiếng Việt' cost the top menu its room at 1280 px); the full name is the label. */}
      <Button type="text" icon={<GlobalOutlined />} aria-label={name} title={name} data-testid="language-switch">
        {/* Not a class on the label: antd rebuilds a two-character Chinese label ('中文') without it. */}
        {width > 0 && th(`topbar.languageShort.${language}`)}
      </Button>
    </Dropdown>
  );
}
