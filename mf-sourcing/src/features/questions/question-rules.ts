// What the query screens decide on their own: which pages a query belongs to (inquiry or sale),
// the state a row shows, whether the query deadline has passed, and what a query lacks before it
// can be sent. The server checks all of it again (spec 02 §4–§7).
import { serverNow } from '@portal/shared/core';
import type { ZycqView } from '../../sourcing-api/questions.api';

export const TITLE_MAX = 200;
export const CONTENT_MAX = 4000;

/** A sale's numbers start with CS (CS20260101); its sources with S-CS. */
export function isSaleSource(source: { sourceNum?: string | null; sourceId?: string | null; sourceType?: string | null }): boolean {
  if (source.sourceType) return source.sourceType.toUpperCase() === 'CS';
  return /^CS/i.test(source.sourceNum ?? '') || /^S-CS/i.test(source.sourceId ?? '');
}

export const QUESTION_LIST_PATH = '/question_List';

export const showPathOf = (source: Parameters<typeof isSaleSource>[0]) => (isSaleSource(source) ? '/cs_questionshow' : '/questionshow');
export const formPathOf = (source: Parameters<typeof isSaleSource>[0]) => (isSaleSource(source) ? '/cs_question_mian' : '/question_mian');
export const detailPathOf = (source: Parameters<typeof isSaleSource>[0]) => (isSaleSource(source) ? '/cs_source_detail' : '/source_detail');
export const isSalePath = (route: string) => route.toLowerCase().startsWith('/cs_');

/** One word for a row: a draft, waiting for the reply, replied, or the buyer's clarification. */
export type QueryState = 'draft' | 'toReply' | 'replied' | 'clarification';

export function queryState(z: Pick<ZycqView, 'type' | 'status' | 'replyStatus'>): QueryState {
  if (z.type === 'clarification') return 'clarification';
  if (z.status === 'draft') return 'draft';
  return z.replyStatus === 'replied' ? 'replied' : 'toReply';
}

export const STATE_COLOUR: Record<QueryState, string | undefined> = { draft: 'gold', toReply: 'blue', replied: 'green', clarification: 'purple' };

/** The deadline has passed by the given clock (none set: open). */
export function deadlinePassed(deadline: string | null | undefined, now: number = serverNow()): boolean {
  if (!deadline) return false;
  const at = Date.parse(deadline);
  return Number.isFinite(at) && at <= now;
}

export interface QueryDraft {
  title: string;
  content: string;
}

/** The i18n keys (under questions.form) of what stops a temp save or a submit. */
export function queryProblems(draft: QueryDraft, submit: boolean): string[] {
  const problems: string[] = [];
  const title = draft.title.trim();
  const content = draft.content.trim();
  if (submit && !title) problems.push('titleRequired');
  if (submit && !content) problems.push('contentRequired');
  if (!submit && !title && !content) problems.push('emptyDraft');
  if (title.length > TITLE_MAX) problems.push('titleTooLong');
  if (content.length > CONTENT_MAX) problems.push('contentTooLong');
  return problems;
}
