// A random id kept in this browser's localStorage (no person in it): what the canary draw hashes
// (canary.ts) and what the release-health beacons' per-browser limit counts (release-health.ts).
// No import of any shared module: the registry (registry.ts) uses it from the host's first script,
// before the federation's shared modules can load.
const BROWSER_KEY = 'portal_browser_id';

/** A random id kept in this browser (no person in it): the server's per-browser limit. */
export function browserId(storage: Storage | null = safeLocalStorage()): string {
  const stored = storage?.getItem(BROWSER_KEY);
  if (stored && /^[0-9a-f]{16,32}$/.test(stored)) return stored;
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    storage?.setItem(BROWSER_KEY, id);
  } catch {
    // Private mode: an id for this page only.
  }
  return id;
}

export function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

