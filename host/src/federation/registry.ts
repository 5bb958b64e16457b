import type { Language, RemoteRoute } from '@portal/shared/core';
import { browserId } from './browser-id';
import { chooseVersion } from './canary';

export interface RouteRemoteFacts {
  /** Routes recorded at release time, so the host knows a remote's pages even when it is down. */
  routes?: RemoteRoute[];
  /** i18n namespace of the route labels, and the labels in every language, recorded at release. */
  namespace?: string;
  labels?: Partial<Record<Language, object>>;
  /** The modules this version exposes (recorded at release): the host asks for no other. */
  exposes?: string[];
}

export interface RegistryEntry extends RouteRemoteFacts {
  /** Federation name, e.g. mf_public. */
  name: string;
  /** Folder name, e.g. mf-public. */
  remote: string;
  version: string;
  entry: string;
  /** A version live for a share of browsers only (issue 38); fetchRegistry picks one per browser. */
  canary?: { version: string; percent: number; entry: string } & RouteRemoteFacts;
}

export async function fetchRegistry(): Promise<RegistryEntry[]> {
  const response = await fetch('/mf/registry.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`registry: HTTP ${response.status}`);
  const body = (await response.json()) as { remotes?: RegistryEntry[] };
  // Canary or stable, decided once per browser and kept across loads (canary.ts).
  const browser = browserId();
  return (body.remotes ?? []).map((entry) => chooseVersion(entry, browser));
}

let early: Promise<RegistryEntry[]> | undefined;

/**
 * Starts fetching the registry as the page's first script runs, beside the host's own chunks:
 * fetched from bootstrap, it waited for all of them (about half a second of the first load).
 */
export function fetchRegistryEarly(): void {
  early = fetchRegistry();
  // Whoever awaits it sees a failure; this only keeps it from counting as unhandled meanwhile.
  early.catch(() => undefined);
}

/** The registry fetched early, or fetched now; the early answer is used once (a reload asks again). */
export function takeRegistry(): Promise<RegistryEntry[]> {
  const pending = early ?? fetchRegistry();
  early = undefined;
  return pending;
}
