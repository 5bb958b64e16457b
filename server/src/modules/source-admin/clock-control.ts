// Moving the server's clock, for tests and demos that must pass a deadline or an opening time
// without waiting (issue 14). Only when the portal runs with PORTAL_MOVABLE_CLOCK=1 (config.ts)
// and its clock can be moved (platform/clock.ts: OffsetClock, or a test's FixedClock); otherwise
// every call is "not found", as if it did not exist. Each move is audited.
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { isSettable, OffsetClock, type SettableClock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { Actor } from '../approvals/decision';
import { sourceAdminRefusal } from './messages';
import { CLOCK_LIMIT_MS } from './schemas';

/** Whether this portal's clock may be moved. */
export const clockMovable = (ctx: AppContext) => ctx.config.movableClock && isSettable(ctx.clock);

function movable(ctx: AppContext): SettableClock {
  if (!clockMovable(ctx)) throw notFound();
  return ctx.clock as SettableClock;
}

export function clockState(ctx: AppContext) {
  const clock = movable(ctx);
  const now = clock.now();
  return { now: now.toISOString(), offsetMs: clock instanceof OffsetClock ? clock.offset() : now.getTime() - Date.now(), movable: true };
}

function within(at: Date) {
  if (Math.abs(at.getTime() - Date.now()) > CLOCK_LIMIT_MS) throw sourceAdminRefusal(400, 'clockTooFar', { years: 10 });
}

export async function setClock(ctx: AppContext, at: Date, actor: Actor) {
  const clock = movable(ctx);
  within(at);
  const before = clock.now();
  clock.set(at);
  await audit(ctx.db, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'clock.set', target: 'clock', detail: { from: before.toISOString(), to: at.toISOString() } });
  return clockState(ctx);
}

export async function advanceClock(ctx: AppContext, ms: number, actor: Actor) {
  const clock = movable(ctx);
  const before = clock.now();
  within(new Date(before.getTime() + ms));
  clock.advance(ms);
  await audit(ctx.db, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'clock.advance', target: 'clock', detail: { from: before.toISOString(), ms } });
  return clockState(ctx);
}
