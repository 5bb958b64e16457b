import { Empty, Input, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import type { PortalRoute } from '../routing/route-table';
import { MenuIcon } from './MenuIcon';
import { useMenuFold } from './menu-fold';
import { filterByPrefix, useMenuEntries } from './use-menu-entries';

/** Menu entries from every remote's manifest, filtered by the user's roles and by a label prefix. */
export function SideMenu({ routes, active, collapsed }: { routes: PortalRoute[]; active?: string; collapsed: boolean }) {
  const { t } = useTranslation('host');
  const entries = useMenuEntries(routes);
  const fold = useMenuFold();
  const [search, setSearch] = useState('');
  const items = filterByPrefix(entries, search);
  return (
    <nav data-testid="side-menu" className="side-menu">
      {!collapsed && (
        <Input.Search size="small" allowClear placeholder={t('menu.search')} onChange={(e) => setSearch(e.target.value)} className="side-menu-search" data-testid="menu-search" />
      )}
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.empty')} />
      ) : (
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={active ? [active] : []}
          items={items.map((item) => ({ key: item.path, label: item.label, icon: <MenuIcon name={item.icon} /> }))}
          onClick={({ key }) => {
            // On narrow screens the menu covers the page: get it out of the way once a page is chosen.
            fold.chosen();
            navigation.go(key);
          }}
        />
      )}
    </nav>
  );
}
