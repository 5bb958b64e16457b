import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS, errorLog } from '@portal/shared/core';
import { LOAD_FAILURE, type LoadFailureMarker } from './fallback-plugin';
import type { RegistryEntry } from './registry';
import { reportLoad } from './release-health';

const entries = new Map<string, RegistryEntry>();

export function registerFromRegistry(list: RegistryEntry[]): void {
  for (const entry of list) entries.set(entry.name, entry);
  registerRemotes(list.map((r) => ({ name: r.name, entry: r.entry, alias: r.remote })));
}

function isFailure(value: unknown): value is LoadFailureMarker {
  return typeof value === 'object' && value !== null && LOAD_FAILURE in value;
}

function withTimeout<T>(promise: Promise<T>, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${id}: timed out`)), CHUNK_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

async function loadOnce<T>(id: string): Promise<T> {
  const started = performance.now();
  const value = await withTimeout(loadRemote<T>(id), id);
  if (isFailure(value)) throw new Error(value[LOAD_FAILURE].message || `${id}: load failed`);
  if (value === null || value === undefined) throw new Error(`${id}: load failed`);
  // Release health: the version this page got and how long its first module took (once per remote).
  reportLoad(entries.get(id.split('/')[0]), performance.now() - started);
  return value;
}

/** The live version of a remote does not expose the module asked for. */
export class NotExposedError extends Error {
  constructor(id: string, version: string) {
    super(`${id}: not exposed by version ${version}`);
    this.name = 'NotExposedError';
  }
}

/** Forgets what the runtime cached for a remote, so the next load fetches it again. */
export function resetRemote(name: string): void {
  const entry = entries.get(name);
  if (!entry) return;
  registerRemotes([{ name: entry.name, entry: entry.entry, alias: entry.remote }], { force: true });
}

/**
 * Loads an exposed module of a remote, retrying once after a reset (a dropped connection or a
 * deploy racing the page); a second failure goes to the error log and rejects.
 */
export async function loadRemoteModule<T>(name: string, exposed: string): Promise<T> {
  const id = `${name}/${exposed}`;
  const entry = entries.get(name);
  // Not a fault of the version (a rollback to a build from before the module existed): nothing is
  // fetched or retried, and neither the error log nor the version's release health hears of it.
  if (entry?.exposes && !entry.exposes.includes(exposed)) throw new NotExposedError(id, entry.version);
  const started = performance.now();
  try {
    return await loadOnce<T>(id);
  } catch {
    resetRemote(name);
    try {
      return await loadOnce<T>(id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A load that failed is a load too: its error (below) then counts against this version.
      reportLoad(entry, performance.now() - started);
      errorLog.add({ type: 'remote', message, stack: error instanceof Error ? (error.stack ?? '') : '', info: id, url: entry?.entry ?? '' });
      throw error;
    }
  }
}


/**
 * Loads a remote's `./app` ahead of need and answers it, or undefined: a failure is left for the
 * page to retry and report.
 */
export async function preloadRemoteApp<T = unknown>(name: string): Promise<T | undefined> {
  try {
    return await loadOnce<T>(`${name}/app`);
  } catch {
    // Quiet on purpose: nobody is looking at this remote yet.
    return undefined;
  }
}
