// What stands between a stranger and the SMS/e-mail gateway (issue 12): the image code (always
// when the caller sends one, and required in strict mode), a daily cap per client address here,
// and a daily cap per recipient in sendMessage. Refusals are counted on the limit's row.
import type { AppContext } from '../../platform/context';
import { refusal } from '../../platform/errors';
import { take } from '../../platform/rate-limit';
import { checkImageCode } from '../login/image-code';

const DAY_MS = 24 * 3600 * 1000;
/** Codes one client address may have sent per day, to anyone. */
export const SENDS_PER_ADDRESS_PER_DAY = 100;
/** Messages one phone number or e-mail address may receive per day. */
export const SENDS_PER_RECIPIENT_PER_DAY = 10;

export const sendFields = ['randomStr', 'imageCode'];

/** Before a code is made: the image code, then the address's daily cap. */
export async function guardSend(ctx: AppContext, ip: string, given: unknown): Promise<void> {
  const { randomStr, imageCode } = (given ?? {}) as { randomStr?: string; imageCode?: string };
  if (ctx.config.strictIdentity || randomStr !== undefined || imageCode !== undefined) await checkImageCode(ctx, randomStr, imageCode);
  if (!(await take(ctx.db, ctx.clock, { bucket: `send-day:${ip}`, max: SENDS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS }))) throw refusal(429, 'sendCapReached');
}

/** The key a recipient is counted under: '+86 138…', '+86-138…' and '138…' are one phone. */
export function recipientKey(channel: 'sms' | 'email', recipient: string): string {
  const r = recipient.trim().toLowerCase();
  return `send-to:${channel}:${channel === 'sms' ? r.replace(/[\s-]/g, '').replace(/^\+86/, '') : r}`;
}

export async function capRecipient(ctx: Pick<AppContext, 'db'>, channel: 'sms' | 'email', recipient: string, at: Date): Promise<void> {
  const clock = { now: () => at };
  if (!(await take(ctx.db, clock, { bucket: recipientKey(channel, recipient), max: SENDS_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS }))) throw refusal(429, 'sendCapReached');
}
