// Per address and name for logins (one noisy office behind a NAT does not block everyone), per
// address for everything that sends a message or reveals whether an account exists. Recovery counts
// in the same buckets ('sms', 'verify'): a code sent from the recovery screen is still a code sent.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { hit } from '../../platform/rate-limit';

export function loginLimits(ctx: AppContext) {
  return {
    limitLogin: (req: FastifyRequest, name: string) => hit(ctx.db, ctx.clock, { bucket: `login:${req.ip}:${name.trim().toLowerCase()}`, max: ctx.config.loginPerMinute, windowMs: 60_000 }),
    limitCode: (req: FastifyRequest, what: string) => hit(ctx.db, ctx.clock, { bucket: `${what}:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 }),
  };
}
