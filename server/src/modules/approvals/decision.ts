// What every operator decision shares, registration or change request: who decided, and the reason
// a rejection must give.
import { invalid } from '../../platform/errors';

/** Who decided: an operator's user id, or `cli:<os user>` for a command on the server's machine. */
export interface Actor {
  kind: 'operator' | 'cli';
  id: string;
}

/** How the decision log names the actor. */
export const actorName = (a: Actor) => (a.kind === 'cli' ? `cli:${a.id}` : a.id);

const MAX_REASON = 500;

/** The reason trimmed; a rejection must give one, and none may exceed the log's 500 characters. */
export function decisionReason(reason: string | undefined, required: boolean): string {
  const why = (reason ?? '').trim();
  if (required && !why) throw invalid('rejectReasonRequired');
  if (why.length > MAX_REASON) throw invalid('paramTooLong', { field: 'reason', limit: MAX_REASON });
  return why;
}
