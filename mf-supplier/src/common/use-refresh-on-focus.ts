import { useEffect } from 'react';

/**
 * Calls `reload` when the tab comes back into view or the window gets the focus: a screen opened
 * before an operator's decision shows the decision once the supplier looks at it again.
 */
export function useRefreshOnFocus(reload: () => void): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);
}
