// What the slider puzzle protects (spec 01 §4, issue 12): a logged-in supplier opens a source or
// sale detail only with a puzzle pass of the own session, used up here. Visitors and the other
// kinds of user read the public detail as before; a token that no longer works reads as a visitor.
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/language';
import { optionalUser, type AuthUser } from '../session/authenticate';
import { needsPuzzlePass, redeemPass } from '../puzzle/pass';

/** Returns the caller (null for a visitor), once its pass is used up where it needs one. */
export async function guardSourceDetail(ctx: AppContext, headers: Record<string, string | string[] | undefined>, pass: string | undefined): Promise<AuthUser | null> {
  const caller = await optionalUser(ctx, headers);
  if (caller && needsPuzzlePass(caller)) await redeemPass(ctx, caller.sessionId, pass, requestLanguage(headers));
  return caller;
}
