// saveSupplierForType and saveSupplierUser (spec 02 §7): one part of the registration draft saved on
// its own — a section from its card, the main user from the account step. Each is the temp save of
// the stored draft with that part replaced, inside the draft's lock, so two parts saved at once
// both land and every format rule of the whole save applies.
import type { SupplierUser } from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { forbidden } from '../../platform/errors';
import type { AuthUser } from '../session/authenticate';
import { saveDraft, type DraftBody, type SupplierDetailView } from './service';

/** The parts saveSupplierForType takes, named as saveSupplierDetail's body names them. */
export const SECTION_TYPES = ['supplierInfoAll', 'supplierAddress', 'supplierBank', 'supplierUsers', 'supplierMainBusiness', 'supplierInfoPerformanceWz'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

const asTempSave = (draft: SupplierDetailView): DraftBody => ({
  flag: 'temp',
  supplierInfoAll: draft.supplierInfoAll,
  supplierAddress: draft.supplierAddress,
  supplierBank: draft.supplierBank,
  supplierUsers: draft.supplierUsers,
});

export function saveSupplierForType(ctx: AppContext, user: AuthUser, type: SectionType, detail: unknown, lang: Language): Promise<SupplierDetailView> {
  return saveDraft(ctx, user, lang, async (stored) => ({ ...asTempSave(await stored()), [type]: detail }));
}

export interface SaveSupplierUserBody {
  userinfomain: Partial<SupplierUser>;
  supplierNum?: string | null;
  supplierId?: string | null;
  /** The company's type, as the company section's supplierType. */
  companyType?: string | null;
}

/**
 * The main user's own details (and the company type) without the rest of the draft: the other
 * contacts stay as stored. Supplier number and id belong to approved suppliers, whose data changes
 * by change request only; a registering user naming one asks for somebody else's.
 */
export function saveSupplierUser(ctx: AppContext, user: AuthUser, body: SaveSupplierUserBody, lang: Language): Promise<SupplierDetailView> {
  if (body.supplierNum || body.supplierId) throw forbidden();
  return saveDraft(ctx, user, lang, async (stored) => {
    const draft = asTempSave(await stored());
    const others = (draft.supplierUsers ?? []).filter((u) => !u.isMainUser);
    return {
      ...draft,
      supplierInfoAll: body.companyType ? { ...draft.supplierInfoAll, supplierType: body.companyType } : draft.supplierInfoAll,
      supplierUsers: [{ ...body.userinfomain, isMainUser: true }, ...others],
    };
  });
}
