import { useEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { errorLog, type PagePreloader } from '@portal/shared/core';
import { FailurePanel, PageLoading } from '@portal/shared/react';
import { notePageMounted } from '../federation/preload';
import { loadRemoteModule, resetRemote } from '../federation/remote-loader';
import { loadDeferredUi, needsDeferredUi } from '../ui/deferred-ui';

interface Props {
  remote: string;
  route: string;
  query: Record<string, string>;
  subPath: string;
  /** The antd names the page imports, as its build recorded them (RemoteRoute.ui). */
  ui?: string[];
}

type LoadState = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed'; message: string };

/** One open page: a single-spa parcel of the remote's `./app`, or the fallback panel when it cannot load. */
export function RemotePage({ remote, route, query, subPath, ui }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // A page that draws deferred antd components waits here for them too, fetched beside the
    // remote: drawn first, they would suspend inside the page, and React throttles how soon a shown
    // fallback gives way (a few hundred ms on every such first visit). A failed fetch does not
    // stop the page: its stand-ins try again.
    const deferredUi = needsDeferredUi(ui) ? loadDeferredUi(ui).catch(() => undefined) : undefined;
    // So does the page's own code: mounted before it is there, the page shows a fallback of its own,
    // which React keeps up to 300 ms after the code has come (createRemoteApp).
    const app = loadRemoteModule<ParcelConfig & PagePreloader>(remote, 'app').then(async (config) => {
      await config.preloadPage?.(route);
      return config;
    });
    Promise.all([app, deferredUi]).then(
      ([config]) => current && setState({ status: 'ready', config }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    return (
      <div data-remote-failed={remote}>
        <FailurePanel
          onRetry={() => {
            resetRemote(remote);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  return (
    <Parcel
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapStyle={{ height: '100%' }}
      route={route}
      query={query}
      subPath={subPath}
      parcelDidMount={notePageMounted}
      handleError={(error: Error) => {
        errorLog.add({ type: 'remote', message: error.message, stack: error.stack ?? '', info: `${remote} ${route}` });
        setState({ status: 'failed', message: error.message });
      }}
    />
  );
}
