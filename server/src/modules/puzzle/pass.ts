// The pass the slider puzzle protects (spec 01 §4, issue 12): a logged-in supplier opens a source
// or sale detail only with a pass from a puzzle solved in the same session, fresh and used once.
// The client cannot skip the puzzle by calling the detail directly, and a pass is worth nothing to
// another session or after a short while.
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { Language } from '../../platform/constants';
import type { AuthUser } from '../session/authenticate';
import { hashToken, newToken } from '../session/tokens';
import { puzzleMessages } from './messages';
import { consumePass, insertPass } from './queries';

/** Long enough to load the detail page (its remote may load first), short enough not to be kept. */
export const PASS_TTL_MS = 2 * 60_000;

/** The users spec 01 §4 sends through the puzzle: suppliers, qualified or not yet. */
export function needsPuzzlePass(user: Pick<AuthUser, 'kind' | 'wfSuStatus'>): boolean {
  return user.kind === 'portal' && (user.wfSuStatus === 'NOT_WAREHOUSING' || user.wfSuStatus === 'WAREHOUSING');
}

export async function issuePass(ctx: AppContext, sessionId: string): Promise<string> {
  const pass = newToken();
  const now = ctx.clock.now();
  await insertPass(ctx.db, { pass_hash: hashToken(pass), session_id: sessionId, created_at: now, expires_at: new Date(now.getTime() + PASS_TTL_MS) });
  return pass;
}

/**
 * Uses the pass up, or refuses with 403. Missing, used, expired and another session's pass get
 * the same answer: the remedy is the same (solve the puzzle again) and a prober learns nothing.
 */
export async function redeemPass(ctx: AppContext, sessionId: string, pass: string | undefined, lang: Language): Promise<void> {
  const used = pass ? await consumePass(ctx.db, hashToken(pass), sessionId, ctx.clock.now()) : undefined;
  if (!used) throw new AppError(403, puzzleMessages.passRequired(lang));
}
