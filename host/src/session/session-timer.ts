import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD } from '@portal/shared/core';

export interface SessionTimerDeps {
  /** Lowers the token-time counter by one step and returns the new value. */
  tick(): number;
  /** Asks the server for new tokens once; resolves when they are stored. */
  refresh(): Promise<unknown>;
  /** Whether there is a session worth keeping alive. */
  active(): boolean;
  intervalMs?: number;
  threshold?: number;
  onStop?(reason: 'refreshFailed' | 'stopped'): void;
}

export interface SessionTimer {
  start(): void;
  stop(): void;
  running(): boolean;
}

/**
 * The token-time counter of spec 01 §4: it falls by one step every interval; at the threshold or
 * below one refresh is requested (never two at once); a failed refresh stops the timer.
 */
export function createSessionTimer(deps: SessionTimerDeps): SessionTimer {
  const intervalMs = deps.intervalMs ?? TOKEN_CHECK_INTERVAL_MS;
  const threshold = deps.threshold ?? TOKEN_REFRESH_THRESHOLD;
  let handle: ReturnType<typeof setInterval> | null = null;
  let refreshing = false;

  const stop = (reason: 'refreshFailed' | 'stopped' = 'stopped') => {
    if (handle === null) return;
    clearInterval(handle);
    handle = null;
    deps.onStop?.(reason);
  };

  const check = () => {
    if (!deps.active() || refreshing) return;
    if (deps.tick() > threshold) return;
    refreshing = true;
    deps.refresh().then(
      () => {
        refreshing = false;
      },
      () => {
        refreshing = false;
        stop('refreshFailed');
      },
    );
  };

  return {
    start() {
      if (handle === null) handle = setInterval(check, intervalMs);
    },
    stop: () => stop('stopped'),
    running: () => handle !== null,
  };
}
