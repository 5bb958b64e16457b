import { DEFAULT_THEME, DEFAULT_THEME_COLOR } from './constants';
import { createStore, type Store } from './observable-store';
import { getStore, setStore } from './storage';

export interface PreferenceSwitches {
  tag: boolean;
  log: boolean;
  theme: boolean;
  themeColor: boolean;
  fullScreen: boolean;
  lockScreen: boolean;
  search: boolean;
  collapse: boolean;
  topMenu: boolean;
}

export interface Preferences {
  themeName: string;
  themeColor: string;
  collapsed: boolean;
  switches: PreferenceSwitches;
}

const STORAGE_NAME = 'preferences';

export function defaultPreferences(): Preferences {
  return {
    themeName: DEFAULT_THEME,
    themeColor: DEFAULT_THEME_COLOR,
    collapsed: false,
    switches: {
      tag: true,
      log: true,
      theme: true,
      themeColor: true,
      fullScreen: true,
      lockScreen: true,
      search: true,
      collapse: true,
      topMenu: true,
    },
  };
}

function load(): Preferences {
  const base = defaultPreferences();
  const stored = getStore<Partial<Preferences>>({ name: STORAGE_NAME });
  if (!stored || typeof stored !== 'object') return base;
  // Merge so a preference added in a later release gets its default instead of undefined.
  return { ...base, ...stored, switches: { ...base.switches, ...(stored.switches ?? {}) } };
}

export interface PreferencesStore extends Store<Preferences> {
  update(partial: Partial<Omit<Preferences, 'switches'>> & { switches?: Partial<PreferenceSwitches> }): void;
  reset(): void;
  reloadFromStorage(): void;
}

function createPreferences(): PreferencesStore {
  const store = createStore<Preferences>(load());
  const persist = () => setStore({ name: STORAGE_NAME, content: store.getState() });
  return {
    ...store,
    update(partial) {
      const state = store.getState();
      store.setState({ ...partial, switches: { ...state.switches, ...(partial.switches ?? {}) } });
      persist();
    },
    reset() {
      store.setState(defaultPreferences());
      persist();
    },
    reloadFromStorage() {
      store.setState(load());
    },
  };
}

const GLOBAL_KEY = '__PORTAL_PREFERENCES__';
type PreferencesGlobal = typeof globalThis & { [GLOBAL_KEY]?: PreferencesStore };

export const preferences: PreferencesStore = ((globalThis as PreferencesGlobal)[GLOBAL_KEY] ??= createPreferences());
