// How an address finds its page, in one place: the host routes with it, and the server (which
// preloads what the page will need) must pick the same page for the same address.

/** A path as routes compare it: without trailing slashes, in lower case. */
export const normalisedPath = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * Paths are matched case-insensitively: the spec spells /source_List and /source_list both. An
 * exact match wins; otherwise a prefix route answers the paths below it.
 */
export function findRoute<R extends { path: string; prefix?: boolean }>(routes: readonly R[], path: string): R | undefined {
  const wanted = normalisedPath(path);
  return (
    routes.find((route) => route.path.toLowerCase() === wanted) ??
    routes.find((route) => route.prefix && wanted.startsWith(`${route.path.toLowerCase()}/`))
  );
}

/**
 * Whether a page that imports these antd names needs the part of antd the host defers
 * (host/src/ui/deferred-ui.ts). A page whose build recorded no names (built before they were
 * recorded, a dev server) may need anything.
 */
export function drawsDeferredUi(used: readonly string[] | undefined, deferred: ReadonlySet<string>): boolean {
  return used === undefined || used.some((name) => deferred.has(name));
}
