// The main businesses chosen in the business selector, kept with the registration draft (migration
// 0422): at most ten catalogue entries, checked with the selector's own shared rule, so a temp
// save and a reload keep them. A save that does not send the field leaves the stored ones alone.
import { normaliseMainBusiness, validateMainBusinessSelection, type MainBusinessOption } from '@portal/shared/core';
import { translate } from '../../platform/shared-texts';
import type { Db } from '../../db/index';
import type { Language } from '../../platform/constants';
import { badRequest } from '../../platform/errors';
import { catalogueMessage } from '../catalogue/messages';
import { existingLeaves } from '../catalogue/queries';
import { readDraftJson, writeDraftJson } from './queries';

/** The selection of a save, or undefined when the save does not carry one. */
export async function checkedSelection(db: Db, value: unknown, lang: Language): Promise<MainBusinessOption[] | undefined> {
  if (value === undefined || value === null) return undefined;
  const selection = normaliseMainBusiness(value);
  const problem = validateMainBusinessSelection(selection, { atLeastOne: false });
  if (problem) throw badRequest(translate(problem, lang));
  const known = await existingLeaves(db, selection.map((s) => s.mainbusinessCode));
  const unknown = selection.find((s) => !known.has(s.mainbusinessCode));
  if (unknown) throw badRequest(catalogueMessage('mainBusinessUnknown', lang, { code: unknown.mainbusinessCode }));
  return selection;
}

export async function readSelection(db: Db, userId: string): Promise<MainBusinessOption[]> {
  return normaliseMainBusiness(await readDraftJson(db, userId, 'main_business'));
}

export async function writeSelection(db: Db, userId: string, selection: MainBusinessOption[]): Promise<void> {
  await writeDraftJson(db, userId, 'main_business', selection);
}
