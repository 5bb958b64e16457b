import { DEFAULT_THEME, DEFAULT_THEME_COLOR } from './constants';
import { preferences } from './preferences';
import { configureStorage, getStore, MemoryStorage } from './storage';

describe('preferences', () => {
  beforeEach(() => {
    configureStorage({ session: new MemoryStorage(), local: new MemoryStorage() });
    preferences.reset();
  });
  afterAll(() => configureStorage(null));

  it('defaults to the white theme, the default colour and every switch on', () => {
    const state = preferences.getState();
    expect(state.themeName).toBe(DEFAULT_THEME);
    expect(state.themeColor).toBe(DEFAULT_THEME_COLOR);
    expect(state.collapsed).toBe(false);
    expect(Object.values(state.switches).every(Boolean)).toBe(true);
    expect(Object.keys(state.switches)).toHaveLength(9);
  });

  it('merges updates, persists them and reloads them', () => {
    preferences.update({ themeName: 'theme-star', switches: { tag: false } });
    expect(preferences.getState().switches).toMatchObject({ tag: false, log: true });
    expect(getStore<{ themeName: string }>({ name: 'preferences' })?.themeName).toBe('theme-star');
    preferences.reloadFromStorage();
    expect(preferences.getState().themeName).toBe('theme-star');
    expect(preferences.getState().switches.tag).toBe(false);
  });
});
