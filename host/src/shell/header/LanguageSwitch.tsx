import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@portal/shared/core';
import { useLanguage } from '@portal/shared/react';

/** Switches every open page (each parcel reads the shared i18n instance); remembered under 'lang'. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const language = useLanguage();
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
      <Button type="text" icon={<GlobalOutlined />} data-testid="language-switch">
        <span className="narrow-hide">{t(`common.languages.${language}`)}</span>
      </Button>
    </Dropdown>
  );
}
