// One-time codes: SMS and e-mail codes, password-change tickets and token-login tickets, for the
// logins, recovery and registration alike. Each is single use, expires, allows at most 5 wrong
// tries, and is stored only as a hash.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import type { VerificationCodeTable } from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import { SMS_COUNTDOWN_S } from '@portal/shared/core';
import { take } from '../../platform/rate-limit';
import { hashToken, newToken } from '../session/tokens';
import { identityMessage } from './messages';

export type CodePurpose = VerificationCodeTable['purpose'];

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const RESEND_GAP_MS = SMS_COUNTDOWN_S * 1000;

const codeHash = (purpose: CodePurpose, target: string, code: string) => hashToken(`${purpose}:${target.toLowerCase()}:${code.trim().toUpperCase()}`);

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The SMS that carries a code (login, recovery, registration), in the reader's language. */
export const smsText = (code: string, lang: Language) =>
  ({
    'zh-CN': `【电子商务平台】您的验证码为${code}，${CODE_TTL_MS / 60000}分钟内有效，请勿泄露。`,
    'en-US': `[e-commerce platform] Your verification code is ${code}, valid for ${CODE_TTL_MS / 60000} minutes. Do not share it.`,
    'vi-VN': `[Nền tảng thương mại điện tử] Mã xác minh của bạn là ${code}, có hiệu lực ${CODE_TTL_MS / 60000} phút. Không chia sẻ mã này.`,
  })[lang];

export interface IssueOptions {
  purpose: CodePurpose;
  target: string;
  userId?: string | null;
  ttlMs?: number;
  /** Refuse a new code for the same purpose and target within this time (SMS/e-mail resend). */
  resendGapMs?: number;
  code?: string;
}

/** Stores a new code and returns it in clear, once, for the message that carries it. */
export async function issueCode(ctx: AppContext, opts: IssueOptions, lang: Language): Promise<string> {
  const now = ctx.clock.now();
  // The gap is taken atomically (a one-hit sliding window), so parallel requests cannot all pass
  // it and send a code each; the last code's time only words the wait.
  if (opts.resendGapMs && !(await take(ctx.db, ctx.clock, { bucket: `resend:${opts.purpose}:${opts.target.toLowerCase()}`, max: 1, windowMs: opts.resendGapMs }))) {
    const last = await ctx.db
      .selectFrom('verification_code')
      .select('created_at')
      .where('purpose', '=', opts.purpose)
      .where('target', '=', opts.target.toLowerCase())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const since = last ? Math.max(0, now.getTime() - new Date(last.created_at).getTime()) : 0;
    throw new AppError(429, identityMessage('codeTooSoon', lang, { seconds: Math.max(1, Math.ceil((opts.resendGapMs - since) / 1000)) }));
  }
  const code = opts.code ?? sixDigits();
  await ctx.db
    .insertInto('verification_code')
    .values({
      purpose: opts.purpose,
      target: opts.target.toLowerCase(),
      code_hash: codeHash(opts.purpose, opts.target, code),
      user_id: opts.userId ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + (opts.ttlMs ?? CODE_TTL_MS)),
    })
    .execute();
  return code;
}

/** A long random ticket (password change after login, token login): nobody types it. */
export const issueTicket = (ctx: AppContext, opts: Omit<IssueOptions, 'code'>, lang: Language) => issueCode(ctx, { ...opts, code: newToken() }, lang);

export interface CheckOptions {
  purpose: CodePurpose | CodePurpose[];
  target: string;
  code: string | undefined;
  /** Use the code up (the final step); a check step leaves it for the next call. */
  consume: boolean;
  invalidMessage?: string;
}

/**
 * Checks a code against the newest live one for the target. A wrong code counts a try; the fifth
 * wrong try ends the code. Returns the row (user id) on success.
 */
export async function checkCode(ctx: AppContext, opts: CheckOptions, lang: Language) {
  const now = ctx.clock.now();
  const purposes = Array.isArray(opts.purpose) ? opts.purpose : [opts.purpose];
  const invalid = () => badRequest(opts.invalidMessage ?? identityMessage('codeInvalid', lang));
  const row = await ctx.db
    .selectFrom('verification_code')
    .selectAll()
    .where('purpose', 'in', purposes)
    .where('target', '=', opts.target.toLowerCase())
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || !opts.code) throw invalid();
  if (row.attempts >= CODE_MAX_TRIES) throw badRequest(identityMessage('codeTooManyTries', lang));
  if (codeHash(row.purpose, opts.target, opts.code) !== row.code_hash) {
    const updated = await ctx.db
      .updateTable('verification_code')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', row.id)
      .returning('attempts')
      .executeTakeFirst();
    if ((updated?.attempts ?? CODE_MAX_TRIES) >= CODE_MAX_TRIES) throw badRequest(identityMessage('codeTooManyTries', lang));
    throw invalid();
  }
  if (opts.consume) {
    // Conditional on used_at so two concurrent requests cannot both use one code.
    const used = await ctx.db.updateTable('verification_code').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
    if (!used) throw invalid();
  }
  return row;
}
