import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { errorLog, installGlobalErrorCapture, registerNamespace, remoteModules, session } from '@portal/shared/core';
import { registerCommonTexts } from '@portal/shared/common-texts';
import { nextTask } from './boot/next-task';
import { takeOverFirstScreen } from './first-screen/take-over';
import { keepViewCookies } from './first-screen/view-cookies';
import { startOpenedPage } from './federation/opened-page';
import { preloadWhenIdle } from './federation/preload';
import { takeRegistry, type RegistryEntry } from './federation/registry';
import { registryRoutes } from './federation/registry-routes';
import { loadRemoteModule, registerFromRegistry } from './federation/remote-loader';
import { withPageUi } from './federation/page-ui-loader';
import { watchRemoteErrors } from './federation/release-health';
import { hostLocales } from './locales';
import { datesFollowLanguage } from './locales/dates-follow-language';
import { opensSomePage, sessionFacts } from './routing/guard';
import { HOST_ROUTES } from './routing/route-table';

async function start(): Promise<void> {
  // The shell's own modules (frame, header, tag bar, routing) come in a chunk of their own, so
  // evaluating them is a task apart from this one; asked for now, it runs while the registry is read.
  const shell = import('./App');
  // A failed load is reported where it is awaited, not as an unhandled rejection before that.
  shell.catch(() => undefined);
  // This chunk's module code has just run in this task; the texts and stores are set up in the next.
  await nextTask();
  takeOverFirstScreen();
  registerCommonTexts();
  keepViewCookies();
  datesFollowLanguage();
  registerNamespace('host', hostLocales);
  installGlobalErrorCapture(window);
  // Release health: errors from a remote's code are reported per remote version (sendBeacon, never blocking).
  watchRemoteErrors();
  let registry: RegistryEntry[] = [];
  try {
    registry = await takeRegistry();
  } catch (error) {
    // Without the registry the shell still starts: its own pages work and remote pages say why not.
    errorLog.add({ type: 'registry', message: error instanceof Error ? error.message : String(error), url: '/mf/registry.json' });
  }
  registerFromRegistry(registry);
  // No remote is fetched to start: a remote's entry loads when one of its pages opens, or once idle.
  const routes = await registryRoutes(registry);
  remoteModules.setLoader(withPageUi((remote, exposed) => loadRemoteModule(remote, exposed), routes));
  startOpenedPage(routes, window.location.pathname, sessionFacts(session.getState()));
  const { App } = await shell;
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task: taps and keys answer while the page is drawn.
  // `pnpm bench:blocking` (CPU 4× slower), median blocking time: /home 1106 → 815 ms,
  // /index_list 1175 → 846 ms, /source_list 1193 → 870 ms, /login 936 → 676 ms.
  startTransition(() => root.render(<App routes={[...HOST_ROUTES, ...routes]} />));
  preloadWhenIdle(registry, {
    mayOpen: (entry) => {
      const pages = routes.filter((route) => route.owner === entry.name);
      return pages.length === 0 || opensSomePage(pages, sessionFacts(session.getState()));
    },
    sessionChanges: (listener) => session.subscribe(listener),
  });
}

void start();
