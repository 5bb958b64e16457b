import type { ErrorLogEntry } from './runtime-types';
import { ERROR_BADGE_MAX } from './constants';
import { createStore, type Store } from './observable-store';
import { getStore, removeStore, setStore } from './storage';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd hh:mm:ss' in local time, as the shared date formatter writes it (kept here: plain code stays out of the runtime). */
export function localTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const STORAGE_NAME = 'error_log';
// A runaway error loop must not fill session storage.
const MAX_ENTRIES = 500;

export interface ErrorLogState {
  entries: ErrorLogEntry[];
}

export interface ErrorLog {
  getState(): ErrorLogState;
  subscribe(listener: () => void): () => void;
  add(entry: Partial<ErrorLogEntry>): ErrorLogEntry;
  list(): ErrorLogEntry[];
  clear(): void;
  count(): number;
  reloadFromStorage(): void;
}

export function badgeCount(n: number): number {
  return Math.min(n, ERROR_BADGE_MAX);
}

function currentUrl(): string {
  return typeof window !== 'undefined' && window.location ? window.location.href : '';
}

function loadEntries(): ErrorLogEntry[] {
  const stored = getStore<ErrorLogEntry[]>({ name: STORAGE_NAME });
  return Array.isArray(stored) ? stored : [];
}

/**
 * Entries are kept at once (list, count) but published to subscribers at most once per
 * BATCH_MS: every publication re-renders the header badge synchronously (useSyncExternalStore),
 * and a burst of errors raised while React commits (error boundaries, reportError of uncaught
 * render errors) used to schedule one nested render each, until React gave up with error #185.
 */
export const ERROR_LOG_BATCH_MS = 50;

function createErrorLog(): ErrorLog {
  const store: Store<ErrorLogState> = createStore<ErrorLogState>({ entries: loadEntries() });
  let pending: ErrorLogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unloadHooked = false;
  const current = () => (pending.length === 0 ? store.getState().entries : [...store.getState().entries, ...pending].slice(-MAX_ENTRIES));
  const publish = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const entries = current();
    pending = [];
    setStore({ name: STORAGE_NAME, content: entries, type: 'session' });
    store.setState({ entries });
  };
  const schedule = () => {
    timer ??= setTimeout(publish, ERROR_LOG_BATCH_MS);
    // An error just before the page goes away (a full reload, a hand-over to another system) is kept.
    if (!unloadHooked && typeof window !== 'undefined') {
      unloadHooked = true;
      window.addEventListener('pagehide', publish);
    }
  };
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    add(partial) {
      const entry: ErrorLogEntry = {
        type: partial.type ?? 'error',
        message: partial.message ?? '',
        stack: partial.stack ?? '',
        info: partial.info ?? '',
        url: partial.url ?? currentUrl(),
        time: partial.time ?? localTimestamp(new Date()),
      };
      pending.push(entry);
      // A runaway loop between two publications must not grow the buffer without bound either.
      if (pending.length > MAX_ENTRIES) pending = pending.slice(-MAX_ENTRIES);
      schedule();
      return entry;
    },
    list: current,
    clear() {
      pending = [];
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      removeStore({ name: STORAGE_NAME });
      store.setState({ entries: [] });
    },
    count: () => current().length,
    reloadFromStorage() {
      publish();
      store.setState({ entries: loadEntries() });
    },
  };
}

const GLOBAL_KEY = '__PORTAL_ERROR_LOG__';
type ErrorLogGlobal = typeof globalThis & { [GLOBAL_KEY]?: ErrorLog };

export const errorLog: ErrorLog = ((globalThis as ErrorLogGlobal)[GLOBAL_KEY] ??= createErrorLog());

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

/** Records uncaught errors and unhandled rejections of the page; returns the uninstaller. */
export function installGlobalErrorCapture(target: Window): () => void {
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    const { message, stack } = describe(e.error ?? e.message);
    errorLog.add({
      type: 'error',
      message: message || e.message || 'Script error',
      stack,
      info: e.filename ? `${e.filename}:${e.lineno ?? 0}:${e.colno ?? 0}` : '',
    });
  };
  const onRejection = (event: Event) => {
    const { message, stack } = describe((event as PromiseRejectionEvent).reason);
    errorLog.add({ type: 'unhandledrejection', message, stack, info: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
