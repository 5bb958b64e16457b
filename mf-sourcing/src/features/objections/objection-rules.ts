// What the objection screen offers for each state (spec 02 §4 "Objection status"): a draft is edited
// and submitted; a replied one is accepted or denied; the rest is read only. The server refuses
// anything else all the same.
import type { ObjectionStatus } from '../../sourcing-api/questions.api';

export const OBJECTION_STATUSES: ObjectionStatus[] = ['draft', 'submitted', 'replied', 'accepted', 'denied'];

export const OBJECTION_COLOUR: Record<ObjectionStatus, string | undefined> = { draft: 'gold', submitted: 'blue', replied: 'cyan', accepted: 'green', denied: 'red' };

export interface ObjectionActions {
  edit: boolean;
  submit: boolean;
  decide: boolean;
}

export function objectionActions(status: ObjectionStatus): ObjectionActions {
  return { edit: status === 'draft', submit: status === 'draft', decide: status === 'replied' };
}

export interface ObjectionDraft {
  sourceId?: string;
  title: string;
  content: string;
}

/** The i18n keys (under objections.form) of what stops a save or a submit. */
export function objectionProblems(draft: ObjectionDraft, submit: boolean, isNew: boolean): string[] {
  const problems: string[] = [];
  if (isNew && !draft.sourceId) problems.push('sourceRequired');
  if (submit && !draft.title.trim()) problems.push('titleRequired');
  if (submit && !draft.content.trim()) problems.push('contentRequired');
  if (draft.title.trim().length > 200) problems.push('titleTooLong');
  if (draft.content.trim().length > 4000) problems.push('contentTooLong');
  return problems;
}
