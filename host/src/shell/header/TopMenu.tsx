import { Menu } from 'antd';
import { navigation } from '@portal/shared/core';
import type { PortalRoute } from '../../routing/route-table';
import { useMenuEntries } from '../use-menu-entries';

/** One header entry per menu group: the group's first page. */
export function TopMenu({ routes, active }: { routes: PortalRoute[]; active?: string }) {
  const entries = useMenuEntries(routes);
  const seen = new Set<string>();
  const groups = entries.filter((e) => {
    const group = e.group ?? e.path;
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
  const items = groups.map((e) => ({ key: e.path, label: e.label }));
  return (
    <Menu
      className="top-menu"
      data-testid="top-menu"
      mode="horizontal"
      selectedKeys={active ? [active] : []}
      items={items}
      onClick={({ key }) => navigation.go(key)}
    />
  );
}
