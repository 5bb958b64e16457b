export type Query = Record<string, string | number | boolean | null | undefined>;

export interface Navigator {
  go(path: string, query?: Query): void;
  open(path: string, query?: Query): void;
  replace(path: string, query?: Query): void;
}

/** path plus an encoded query; empty values are left out, an existing '?' is extended. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

// Used before the host registers its router (or in a remote running alone).
const browserNavigator: Navigator = {
  go(path, query) {
    if (typeof window !== 'undefined') window.location.assign(buildUrl(path, query));
  },
  open(path, query) {
    if (typeof window !== 'undefined') window.open(buildUrl(path, query), '_blank');
  },
  replace(path, query) {
    if (typeof window !== 'undefined') window.location.replace(buildUrl(path, query));
  },
};

export interface NavigationBus extends Navigator {
  setNavigator(navigator: Navigator | null): void;
}

function createNavigation(): NavigationBus {
  let current: Navigator | null = null;
  const target = () => current ?? browserNavigator;
  return {
    setNavigator(navigator) {
      current = navigator;
    },
    go: (path, query) => target().go(path, query),
    open: (path, query) => target().open(path, query),
    replace: (path, query) => target().replace(path, query),
  };
}

const GLOBAL_KEY = '__PORTAL_NAVIGATION__';
type NavigationGlobal = typeof globalThis & { [GLOBAL_KEY]?: NavigationBus };

/** Remotes navigate through this bus so they never import the host's router. */
export const navigation: NavigationBus = ((globalThis as NavigationGlobal)[GLOBAL_KEY] ??= createNavigation());
