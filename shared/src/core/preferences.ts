// Lives in the page-singleton runtime (@portal/runtime); re-exported so imports of this path keep working.
export { defaultPreferences, preferences, type PreferenceSwitches, type Preferences, type PreferencesStore } from '@portal/runtime';
