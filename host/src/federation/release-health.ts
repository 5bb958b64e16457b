// Release health (issue 38): the host tells the server, for each remote it loads, which version it
// got and how long its entry took, and every error its error log records from a remote's code, so
// ops see per remote version how it loads and fails in real browsers. navigator.sendBeacon only:
// the page never waits for it, and it survives the page going away. Nothing personal leaves: the
// route is the path without query or hash, digit runs and e-mail addresses are masked, the stack
// becomes a short fingerprint, and a browser sends at most BEACONS_PER_MINUTE.
import { errorLog } from '@portal/shared/core';
import type { ErrorLogEntry } from '@portal/shared/core';
import { browserId, safeLocalStorage } from './browser-id';
import type { RegistryEntry } from './registry';

export const BEACON_URL = '/isp/portal/releaseHealth/beacon';
export const BEACONS_PER_MINUTE = 20;
const BUDGET_KEY = 'portal_beacon_budget';

const mask = (text: string) => text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>').replace(/\d{4,}/g, '#');

/** The page's route as it is reported: the path only, ids masked, bounded. */
export const reportedRoute = (pathname: string) => mask(pathname || '/').slice(0, 200) || '/';

/** A short stable hash of an error's first message line and its stack frames (query strings dropped). */
export function fingerprint(message: string, stack: string): string {
  const text = `${mask(message.split('\n')[0])}\n${stack.replace(/\?[^\s):]*/g, '').replace(/https?:\/\/[^/\s]+/g, '')}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Spends one beacon of this browser's budget (a minute's window kept across the browser's pages). */
function spend(storage: Storage | null, now: number): boolean {
  let budget = { start: now, used: 0 };
  try {
    const raw = JSON.parse(storage?.getItem(BUDGET_KEY) ?? 'null') as typeof budget | null;
    if (raw && typeof raw.start === 'number' && typeof raw.used === 'number' && now - raw.start < 60_000 && raw.start <= now) budget = raw;
  } catch {
    // A broken record starts a new window.
  }
  if (budget.used >= BEACONS_PER_MINUTE) return false;
  budget.used++;
  try {
    storage?.setItem(BUDGET_KEY, JSON.stringify(budget));
  } catch {
    // Not kept: the page's own count below still bounds it.
  }
  return true;
}

let sentThisPage = 0;
function send(body: Record<string, unknown>): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const storage = safeLocalStorage();
  if (sentThisPage >= BEACONS_PER_MINUTE || !spend(storage, Date.now())) return;
  sentThisPage++;
  const payload = JSON.stringify({ ...body, browser: browserId(storage), route: reportedRoute(location.pathname) });
  try {
    navigator.sendBeacon(BEACON_URL, new Blob([payload], { type: 'application/json' }));
  } catch {
    // Reporting must never break the page.
  }
}

const reported = new Set<string>();

/** Once per remote and page: the version it loaded and how long its first module took. */
export function reportLoad(entry: RegistryEntry | undefined, ms: number): void {
  if (!entry || reported.has(entry.name) || !/^r\d+-[0-9a-f]{8}$/.test(entry.version)) return;
  reported.add(entry.name);
  send({ kind: 'load', app: entry.remote, version: entry.version, loadMs: Math.max(0, Math.min(600_000, Math.round(ms))) });
}

/** The remote (and version) whose code an error log entry names: its files are under /remotes/<app>/<version>/. */
export function remoteOf(entry: Pick<ErrorLogEntry, 'stack' | 'info' | 'url'>): { app: string; version: string } | null {
  const match = /\/remotes\/(mf-[a-z]+)\/(r\d+-[0-9a-f]{8})\//.exec(`${entry.stack}\n${entry.info}\n${entry.url}`);
  return match ? { app: match[1], version: match[2] } : null;
}

/** Reports every error the log records from now on that came from a remote's code. */
export function watchRemoteErrors(): () => void {
  // Entries from earlier pages (kept in session storage) were reported by those pages.
  const seen = new WeakSet<ErrorLogEntry>(errorLog.list());
  return errorLog.subscribe(() => {
    for (const entry of errorLog.list()) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      const from = remoteOf(entry);
      if (from) send({ kind: 'error', ...from, message: mask(entry.message).slice(0, 300), fingerprint: fingerprint(entry.message, entry.stack) });
    }
  });
}
