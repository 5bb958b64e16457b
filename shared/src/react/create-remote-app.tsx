import { PageLoading } from './PageLoading';
import React, { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ensureCommonTexts, findRoute, registerNamespace, type RemoteManifest } from '@portal/shared/core';
import { FailurePanel } from './FailurePanel';
import { PortalRoot } from './PortalRoot';
import { transitionRoots } from './transition-root';

/** What the host passes to every parcel it mounts (single-spa customProps). */
export interface PageProps {
  /** The route path as declared in the remote's manifest. */
  route: string;
  /** The query of the address the page was opened with. */
  query: Record<string, string>;
  /** For a prefix route, the address below the route's path (still URL-encoded); otherwise ''. */
  subPath: string;
}

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

function PageNotInRemote({ route }: { route: string }) {
  return <FailurePanel title="404" detail={route} onRetry={() => window.location.reload()} />;
}

/**
 * single-spa-react lifecycles for a remote: one parcel renders one page of the remote, chosen by
 * the `route` prop, inside the shared PortalRoot. Pages are split into their own chunks.
 */
export function createRemoteApp(manifest: RemoteManifest, pages: Record<string, PageLoader>) {
  registerNamespace(manifest.namespace, manifest.locales);
  // A page whose code has arrived is drawn as it is, not through lazy(): lazy suspends once even
  // for code already there, and React holds the content back for up to 300 ms after a fallback it
  // has shown (an idle gap before every first page). The opened page's code is fetched beside the
  // host's first render (preloadPage), so it is usually here by the time its parcel mounts.
  const loadedPages = new Map<string, ComponentType<PageProps>>();
  // One load per page however many ask (the opened address, RemotePage, lazy()): a page's loader
  // may start work of its own (the home page's first lists), which a second call would send twice.
  const loading = new Map<string, Promise<{ default: ComponentType<PageProps> }>>();
  const load = (route: string): Promise<{ default: ComponentType<PageProps> }> => {
    const pending = loading.get(route);
    if (pending) return pending;
    const next = pages[route]().then((module) => {
      loadedPages.set(route, module.default);
      return module;
    });
    loading.set(route, next);
    // A failed load is not kept: the next opening tries again.
    next.catch(() => loading.delete(route));
    return next;
  };
  const lazyPages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();
  for (const route of Object.keys(pages)) lazyPages.set(route, lazy(() => load(route)));

  function RemoteRoot(props: PageProps) {
    const Page = loadedPages.get(props.route) ?? lazyPages.get(props.route);
    return (
      <PortalRoot>
        <Suspense fallback={<PageLoading />}>
          {Page ? <Page route={props.route} query={props.query ?? {}} subPath={props.subPath ?? ''} /> : <PageNotInRemote route={props.route} />}
        </Suspense>
      </PortalRoot>
    );
  }

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionRoots,
    rootComponent: RemoteRoot as unknown as ComponentType<AppProps>,
    errorBoundary: (error: Error) => <FailurePanel detail={error.message} onRetry={() => window.location.reload()} />,
  });
  /**
   * Fetches a page's code ahead of its opening (the opened address beside the host's first render,
   * the source detail while the supplier slides the puzzle). Settles when the code is here or has
   * failed: a failure is left for the opening, which retries and reports.
   */
  function preloadPage(route: string): Promise<void> {
    const page = findRoute(Object.keys(pages).map((path) => ({ path })), route);
    return page ? load(page.path).then(() => undefined, () => undefined) : Promise.resolve();
  }
  // Before the first page of this remote is drawn, the page holds this build's common texts: the
  // host's when they are the same (nothing fetched), otherwise this build's copy joins them without
  // overwriting, so a remote built with a newer shared key (a new pager text) shows it on an older host.
  return { ...lifecycles, bootstrap: [ensureCommonTexts, lifecycles.bootstrap], preloadPage };
}
