import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import type { PortalRoute } from '../../routing/route-table';
import { filterByPrefix, useMenuEntries } from '../use-menu-entries';

/** Finds a menu entry by the start of its label and opens it. */
export function TopSearch({ routes }: { routes: PortalRoute[] }) {
  const { t } = useTranslation('host');
  const entries = useMenuEntries(routes);
  const [text, setText] = useState('');
  const options = text.trim() ? filterByPrefix(entries, text).map((e) => ({ value: e.path, label: e.label })) : [];
  return (
    <AutoComplete
      className="top-search"
      value={text}
      options={options}
      // The box is kept narrow for the top menu's sake; the list of matches may be wider.
      popupMatchSelectWidth={240}
      onSearch={setText}
      onSelect={(path: string) => {
        setText('');
        navigation.go(path);
      }}
    >
      <Input.Search size="small" placeholder={t('topbar.search')} data-testid="top-search" allowClear />
    </AutoComplete>
  );
}
