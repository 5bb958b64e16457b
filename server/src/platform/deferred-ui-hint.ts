// The host defers part of antd (host/src/ui/deferred-ui.ts). A page that needs it would fetch it
// only once the host has loaded and opened the page; the host page served for such an address
// names the chunk in a <link rel="preload"> instead, so the browser fetches it beside the host's
// own scripts. Which pages need it is what their builds recorded (the route's `ui`, in the
// registry) against what the live host build defers (its portal-ui.json).
import path from 'node:path';
import { drawsDeferredUi, findRoute } from '@portal/shared/core';
import { fileMemo } from './file-memo';
import { registryView, type RegistryState } from './registry';
import { nameList, readUiRecord, type UiRecord } from './ui-record';

type DeferredUi = NonNullable<UiRecord['deferred']>;

// Read once per release: the page is served on every visit, the file changes only with a release.
const readDeferred = fileMemo((file) => readUiRecord(path.dirname(file)).deferred ?? null);

/** The deferred part recorded beside a host page, or null (an older host, the whole-antd variant). */
export function deferredUiOf(pageDir: string): DeferredUi | null {
  return readDeferred(path.join(pageDir, 'portal-ui.json'));
}

/** The preload tags for the page at this address: the deferred part when its route needs it. */
export function deferredUiPreload(state: RegistryState, urlPath: string, pageDir: string, publicPath: string): string {
  const deferred = deferredUiOf(pageDir);
  if (!deferred) return '';
  const routes = registryView(state, false).remotes.flatMap((remote) => remote.routes ?? []);
  const route = findRoute(routes, urlPath);
  if (!route || !drawsDeferredUi(nameList(route.ui), new Set(deferred.names))) return '';
  return deferred.files.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
}
