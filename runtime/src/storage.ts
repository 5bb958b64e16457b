import { SITE_PREFIX } from './constants';

export type StorageType = 'session' | 'local';

export interface StoredValue<T = unknown> {
  dataType: string;
  content: T;
  type: StorageType;
  datetime: number;
}

interface StoragePair {
  session?: Storage;
  local?: Storage;
}

let injected: StoragePair | null = null;

/** Replaces the browser storages (tests, or a host that wants an in-memory fallback). Pass null to go back. */
export function configureStorage(pair: StoragePair | null): void {
  injected = pair;
}

// Reading window.sessionStorage can throw (sandboxed iframes, disabled cookies), so every access is guarded.
function browserStorage(kind: StorageType): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

function storageFor(kind: StorageType): Storage | undefined {
  if (injected) return kind === 'session' ? injected.session : injected.local;
  return browserStorage(kind);
}

export function storageKey(name: string): string {
  return `${SITE_PREFIX}-${name}`;
}

export function setStore<T>({ name, content, type = 'local' }: { name: string; content: T; type?: StorageType }): void {
  const storage = storageFor(type);
  if (!storage) return;
  const wrapper: StoredValue<T> = { dataType: typeof content, content, type, datetime: Date.now() };
  try {
    storage.setItem(storageKey(name), JSON.stringify(wrapper));
  } catch {
    // Quota exceeded or storage disabled: the value simply is not persisted.
  }
}

function read(storage: Storage | undefined, key: string): StoredValue | undefined {
  if (!storage) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw == null) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && 'content' in parsed) return parsed as StoredValue;
    return undefined;
  } catch {
    return undefined;
  }
}

export function getStore<T = unknown>(options: { name: string; debug?: false }): T | undefined;
export function getStore<T = unknown>(options: { name: string; debug: true }): StoredValue<T> | undefined;
export function getStore<T = unknown>({ name, debug }: { name: string; debug?: boolean }): T | StoredValue<T> | undefined {
  const key = storageKey(name);
  const found = read(storageFor('session'), key) ?? read(storageFor('local'), key);
  if (!found) return undefined;
  return debug ? (found as StoredValue<T>) : (found.content as T);
}

export function removeStore({ name }: { name: string }): void {
  const key = storageKey(name);
  for (const kind of ['session', 'local'] as const) {
    try {
      storageFor(kind)?.removeItem(key);
    } catch {
      // ignore: nothing to remove from an unusable storage
    }
  }
}

/** Removes only this site's keys: other apps on the same origin keep theirs. */
export function clearStore({ type }: { type?: StorageType } = {}): void {
  const kinds: StorageType[] = type ? [type] : ['session', 'local'];
  const prefix = `${SITE_PREFIX}-`;
  for (const kind of kinds) {
    const storage = storageFor(kind);
    if (!storage) continue;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && key.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  }
}

/** A Storage implementation kept in memory, for tests and for runtimes without web storage. */
export class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  key(index: number): string | null {
    return Array.from(this.data.keys())[index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
  [name: string]: unknown;
}
