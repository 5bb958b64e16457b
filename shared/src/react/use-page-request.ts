import { useCallback, useEffect, useRef, useState } from 'react';

export interface PageRequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  reload: () => void;
}

/**
 * Runs a server call when its inputs change and keeps only the latest answer, so a slow old
 * reply never overwrites a newer one.
 */
export function usePageRequest<T>(run: () => Promise<T>, deps: readonly unknown[]): PageRequestState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: Error | undefined }>({
    data: undefined,
    loading: true,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const id = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    run().then(
      (data) => id === latest.current && setState({ data, loading: false, error: undefined }),
      (error: unknown) =>
        id === latest.current &&
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error : new Error(String(error)) })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
