// Following a payment order behind a QR code: the client asks the server every POLL_MS until the
// order is settled (paid, failed) or expired; the server's clock decides expiry, the countdown
// here only says how long the code is still good for.
import type { OrderStatus } from './fees.api';

/** How often the QR dialog asks for the order's state (spec: every 2–3 s). */
export const POLL_MS = 2500;

export const isSettled = (status: OrderStatus): boolean => status !== 'pending';

/** Whole seconds left before expiresAt (0 once past; NaN-safe). */
export function secondsLeft(expiresAt: string | null | undefined, now: number): number {
  const end = expiresAt ? Date.parse(expiresAt) : NaN;
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** 'm:ss' for a countdown. */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * What the dialog shows: the server's state, except that a pending order whose time is up reads
 * as expired at once (the next poll confirms it) so the code is never offered past its time.
 */
export function shownStatus(status: OrderStatus, expiresAt: string | null | undefined, now: number): OrderStatus {
  return status === 'pending' && secondsLeft(expiresAt, now) === 0 ? 'expired' : status;
}

/** Whether to keep polling: only a pending order is followed. */
export const keepFollowing = (status: OrderStatus): boolean => !isSettled(status);
