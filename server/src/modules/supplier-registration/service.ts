// Registration data entry (spec 02 §4-§5): a temporary user keeps one draft, temp-saves it as often
// as they like (formats checked) and submits it once for approval (everything required checked,
// contact user names free). A submitted registration is read-only for its owner.
import {
  SUPPLIER_ADDRESS_RULES,
  SUPPLIER_BANK_RULES,
  SUPPLIER_INFO_RULES,
  SUPPLIER_USER_RULES,
  translate,
  validateSupplierDetail,
  type SupplierDetailInput,
  type SupplierUser,
} from '@portal/shared/core';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { AppError, badRequest } from '../../platform/errors';
import type { AuthUser } from '../auth/service';
import * as q from './queries';

export type DetailStatus = 'new' | q.RegistrationStatus;

/** What getSupplierDetail and saveSupplierDetail answer. */
export interface SupplierDetailView {
  supplierId: string | null;
  userName: string;
  status: DetailStatus;
  updatedAt: string | null;
  submittedAt: string | null;
  supplierInfoAll: q.RegistrationRow['supplierInfoAll'];
  supplierAddress: q.RegistrationRow['supplierAddress'];
  supplierBank: q.RegistrationRow['supplierBank'];
  supplierUsers: SupplierUser[];
}

const forbidden = (lang: Language, key = 'validation.registrationTempOnly') => new AppError(403, translate(key, lang));

/** Only the fields of the spec, trimmed: the stored draft never holds what the client made up. */
function pick<T extends object>(rules: Record<keyof T, unknown>, value: unknown): T {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(rules)) {
    const v = source[field];
    if (typeof v === 'string' && v.trim() !== '') out[field] = v.trim();
    else if (typeof v === 'boolean') out[field] = v;
  }
  return out as T;
}

const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'Y' || v === 1;

function normalise(input: SupplierDetailInput, ownName: string): SupplierDetailInput {
  const info = pick<NonNullable<SupplierDetailInput['supplierInfoAll']>>(SUPPLIER_INFO_RULES, input.supplierInfoAll);
  info.licenceLongTerm = truthy(input.supplierInfoAll?.licenceLongTerm);
  // A long-term licence has no end date; keeping one would contradict the tick.
  if (info.licenceLongTerm) delete info.licenceEndDate;
  const users = (Array.isArray(input.supplierUsers) ? input.supplierUsers : []).map((raw) => {
    const user = pick<SupplierUser>(SUPPLIER_USER_RULES, raw);
    user.isMainUser = truthy((raw as { isMainUser?: unknown } | null)?.isMainUser);
    // The main user is the registering account itself: its user name is that account's.
    if (user.isMainUser) user.userName = ownName;
    return user;
  });
  return {
    flag: input.flag,
    supplierId: input.supplierId ?? null,
    supplierInfoAll: info,
    supplierAddress: pick(SUPPLIER_ADDRESS_RULES, input.supplierAddress),
    supplierBank: pick(SUPPLIER_BANK_RULES, input.supplierBank),
    supplierUsers: users,
  };
}

function firstProblemMessage(input: SupplierDetailInput, lang: Language): string | null {
  const [problem] = validateSupplierDetail(input);
  if (!problem) return null;
  const message = translate(problem.key, lang);
  return problem.contact ? translate('validation.contactRow', lang, { n: problem.contact, message }) : message;
}

/** A first visit: an empty draft whose main user is the registering account. */
async function newDraft(ctx: AppContext, user: AuthUser): Promise<SupplierDetailView> {
  const account = await q.findUserContact(ctx.db, user.userId);
  const phone = account?.phone ?? '';
  const main: SupplierUser = {
    isMainUser: true,
    userName: user.userName,
    // Registration stores phones with their country code; older accounts have a bare mainland mobile.
    ...(phone ? { phone: phone.startsWith('+') ? phone : /^1[3-9]\d{9}$/.test(phone) ? `+86 ${phone}` : phone } : {}),
    ...(account?.email ? { email: account.email } : {}),
  };
  return { supplierId: null, userName: user.userName, status: 'new', updatedAt: null, submittedAt: null, supplierInfoAll: {}, supplierAddress: {}, supplierBank: {}, supplierUsers: [main] };
}

async function ownDraft(ctx: AppContext, user: AuthUser): Promise<SupplierDetailView> {
  const row = await q.findRegistration(ctx.db, user.userId);
  if (!row) return newDraft(ctx, user);
  return {
    supplierId: null,
    userName: user.userName,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    supplierInfoAll: row.supplierInfoAll,
    supplierAddress: row.supplierAddress,
    supplierBank: row.supplierBank,
    supplierUsers: row.supplierUsers,
  };
}

/** A supplier of the portal sees the approved data of their own supplier only. */
async function supplierData(ctx: AppContext, user: AuthUser, supplierId: string | undefined, lang: Language): Promise<SupplierDetailView> {
  const id = supplierId || user.supplierId;
  if (!id || id !== user.supplierId) throw forbidden(lang, 'http.noPermission');
  const supplier = await q.findSupplier(ctx.db, id);
  if (!supplier) throw new AppError(404, translate('http.notFound', lang));
  return {
    supplierId: supplier.supplier_id,
    userName: user.userName,
    status: 'approved',
    updatedAt: null,
    submittedAt: null,
    supplierInfoAll: { supplierName: supplier.supplier_name, ...(supplier.supplier_name_en ? { supplierNameEn: supplier.supplier_name_en } : {}) },
    supplierAddress: {},
    supplierBank: {},
    supplierUsers: [],
  };
}

export async function getSupplierDetail(ctx: AppContext, user: AuthUser, supplierId: string | undefined, lang: Language): Promise<SupplierDetailView> {
  if (user.kind === 'portal') return supplierData(ctx, user, supplierId, lang);
  if (user.kind !== 'temp') throw forbidden(lang);
  // A registering account has no supplier yet: naming one asks for somebody else's data.
  if (supplierId) throw forbidden(lang, 'http.noPermission');
  return ownDraft(ctx, user);
}

export async function saveSupplierDetail(ctx: AppContext, user: AuthUser, body: SupplierDetailInput, lang: Language): Promise<SupplierDetailView> {
  if (user.kind !== 'temp') throw forbidden(lang);
  if (body.supplierId) throw forbidden(lang, 'http.noPermission');
  const input = normalise(body, user.userName);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const status = await q.lockRegistration(trx, user.userId, now);
    // Locked first: whatever was typed, a submitted registration is not changed any more.
    if (status !== 'draft') throw new AppError(409, translate('validation.registrationLocked', lang));
    const problem = firstProblemMessage(input, lang);
    if (problem) throw badRequest(problem);
    if (input.flag === 'submit') {
      const names = input.supplierUsers!.map((u) => u.userName!.toLowerCase());
      const taken = await q.takenUserNames(trx, names, user.userId);
      const clash = input.supplierUsers!.findIndex((u) => taken.has(u.userName!.toLowerCase()));
      if (clash >= 0) {
        const message = translate('validation.contactUserNameTaken', lang, { userName: input.supplierUsers![clash].userName });
        throw badRequest(translate('validation.contactRow', lang, { n: clash + 1, message }));
      }
    }
    await q.writeRegistration(
      trx,
      user.userId,
      {
        supplierInfoAll: input.supplierInfoAll!,
        supplierAddress: input.supplierAddress!,
        supplierBank: input.supplierBank!,
        supplierUsers: input.supplierUsers!,
        status: input.flag === 'submit' ? 'submitted' : 'draft',
      },
      now,
    );
  });
  return ownDraft(ctx, user);
}
