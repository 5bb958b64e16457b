import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalSession } from '@portal/shared/react';
import { allowedForRoles, type PortalRoute } from '../routing/route-table';

export interface MenuEntry {
  path: string;
  label: string;
  icon?: string;
  group?: string;
}

/** The menu entries the current user may see, labelled in the current language. */
export function useMenuEntries(routes: PortalRoute[]): MenuEntry[] {
  const { i18n } = useTranslation();
  const { userInfo } = usePortalSession();
  const language = i18n.language;
  return useMemo(() => {
    const roles = userInfo?.roles ?? [];
    return routes
      .filter((r) => !r.hideInMenu && allowedForRoles(r, roles))
      .map((r) => ({ path: r.path, label: i18n.t(r.labelKey, { ns: r.namespace, lng: language }), icon: r.icon, group: r.menuGroup }));
  }, [routes, userInfo, i18n, language]);
}

/** Entries whose label starts with the text typed (case does not matter). */
export function filterByPrefix(entries: MenuEntry[], text: string): MenuEntry[] {
  const prefix = text.trim().toLowerCase();
  return prefix ? entries.filter((e) => e.label.toLowerCase().startsWith(prefix)) : entries;
}
