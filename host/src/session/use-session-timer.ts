import { useEffect } from 'react';
import { TOKEN_CHECK_INTERVAL_MS, getStore, refreshSessionTokens, session } from '@portal/shared/core';
import { usePortalSession } from '@portal/shared/react';
import { createSessionTimer } from './session-timer';

/**
 * TEST ONLY: browser tests shorten the check interval by storing `isp-portal-test_token_check_ms`,
 * so the real refresh can be watched without waiting 10 s per step. The product never sets it and
 * the constants stay as the spec has them.
 */
function checkInterval(): number {
  const override = getStore<number>({ name: 'test_token_check_ms' });
  return typeof override === 'number' && override >= 50 && override < TOKEN_CHECK_INTERVAL_MS ? override : TOKEN_CHECK_INTERVAL_MS;
}

/** One token-time counter per page, running while a session with a refresh token exists. */
export function useSessionTimer(): void {
  const { accessToken, refreshToken } = usePortalSession();
  const hasSession = Boolean(accessToken && refreshToken);
  useEffect(() => {
    if (!hasSession) return;
    const timer = createSessionTimer({
      tick: () => session.tickTokenTime(),
      refresh: refreshSessionTokens,
      active: () => session.isLoggedIn(),
      intervalMs: checkInterval(),
    });
    timer.start();
    return () => timer.stop();
  }, [hasSession]);
}
