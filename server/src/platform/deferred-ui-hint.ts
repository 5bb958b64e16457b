// The host defers part of antd (host/src/ui/deferred-ui.ts). A page that needs it would fetch it
// only once the host has loaded and opened the page; the host page served for such an address
// names the chunks of the components it draws in <link> tags the host preloads with its own first
// chunks once the page is painted (PRELOAD_AFTER_PAINT), so the browser fetches them beside the
// host's own scripts. Which pages need it is what their builds recorded
// (the route's `ui`, in the registry) against what the live host build defers (its portal-ui.json).
import path from 'node:path';
import { drawsDeferredUi } from '@portal/shared/core';
import { afterPaintScriptLinks } from './after-paint-links';
import { fileMemo } from './file-memo';
import type { OpenedRoute } from './opened-route';
import { nameList, readUiRecord, type UiRecord } from './ui-record';

type DeferredUi = NonNullable<UiRecord['deferred']>;

// Read once per release: the page is served on every visit, the file changes only with a release.
const readDeferred = fileMemo((file) => readUiRecord(path.dirname(file)).deferred ?? null);

/** The deferred part recorded beside a host page, or null (an older host, the whole-antd variant). */
export function deferredUiOf(pageDir: string): DeferredUi | null {
  return readDeferred(path.join(pageDir, 'portal-ui.json'));
}

/** The after-paint preload tags for the opened page: the deferred components its route draws. */
export function deferredUiPreload(opened: OpenedRoute | null, pageDir: string, publicPath: string): string {
  const deferred = deferredUiOf(pageDir);
  if (!deferred) return '';
  const route = opened?.route;
  const used = nameList(route?.ui);
  if (!route || !drawsDeferredUi(used, new Set(deferred.names))) return '';
  // A host that fetches each component on its own: only the page's; otherwise (or a page that
  // recorded no names) everything deferred.
  const { parts } = deferred;
  const files = parts && used ? [...new Set(used.flatMap((name) => parts[name] ?? []))].sort() : deferred.files;
  return afterPaintScriptLinks(publicPath, files);
}
