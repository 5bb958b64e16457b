import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { remoteModules } from '@portal/shared/core';
import { FailurePanel } from './FailurePanel';
import { PageLoading } from './PageLoading';

interface Props<P extends object> {
  /** Federation name of the remote that exposes the component, e.g. 'mf_auth'. */
  remote: string;
  /** Exposed module, e.g. 'LoginCard'; its default export is the component. */
  exposed: string;
  props: P;
  /** The height the component will take, held while it loads so what is below does not jump. */
  loadingHeight?: number;
  /**
   * An optional part of the page (a banner): nothing in its place while it loads or when it cannot
   * load, no retry panel; the failure is in the error log all the same.
   */
  quiet?: boolean;
}

type State<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

/** Renders a component another remote exposes, loaded at runtime; a failure shows the retry panel in its place. */
export function RemoteComponent<P extends object>({ remote, exposed, props, loadingHeight = 0, quiet = false }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<P>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    remoteModules.load<{ default: ComponentType<P> }>(remote, exposed).then(
      (mod) => current && setState({ status: 'ready', Component: mod.default }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, exposed, attempt]);
  const loading = quiet ? null : <PageLoading minHeight={loadingHeight} />;
  if (state.status === 'loading') return loading;
  // The technical reason is already in the error log; the person gets the plain-language panel.
  if (state.status === 'failed') return quiet ? null : <FailurePanel onRetry={() => setAttempt((n) => n + 1)} />;
  const { Component } = state;
  // It may still wait for a part of the UI library the host fetches later (host/src/ui/deferred-ui.ts).
  return (
    <Suspense fallback={loading}>
      <Component {...props} />
    </Suspense>
  );
}
