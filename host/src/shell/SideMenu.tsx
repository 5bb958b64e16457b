import { Empty, Input, Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
import { usePortalSession } from '@portal/shared/react';
import { allowedForRoles, type PortalRoute } from '../routing/route-table';

/** Menu entries from every remote's manifest, filtered by the user's roles and by a label prefix. */
export function SideMenu({ routes, active }: { routes: PortalRoute[]; active?: string }) {
  const { t, i18n } = useTranslation();
  const { userInfo } = usePortalSession();
  const [search, setSearch] = useState('');
  const items = useMemo(() => {
    const roles = userInfo?.roles ?? [];
    return routes
      .filter((r) => !r.hideInMenu && allowedForRoles(r, roles))
      .map((r) => ({ key: r.path, label: i18n.t(r.labelKey, { ns: r.namespace }) }))
      .filter((item) => item.label.toLowerCase().startsWith(search.trim().toLowerCase()));
  }, [routes, userInfo, search, i18n, i18n.language]);
  return (
    <nav data-testid="side-menu">
      <Input.Search size="small" allowClear placeholder={t('host:menu.search')} onChange={(e) => setSearch(e.target.value)} style={{ padding: 8 }} />
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('host:menu.empty')} />
      ) : (
        <Menu mode="inline" selectedKeys={active ? [active] : []} items={items} onClick={({ key }) => navigation.go(key)} />
      )}
    </nav>
  );
}
