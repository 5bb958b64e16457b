// Registration data entry (spec 02 §4-§5): a temporary user keeps one draft, temp-saves it as often
// as they like (formats checked) and submits it once for approval (everything required checked,
// contact user names free). A submitted registration is read-only for its owner.
import {
  SUPPLIER_ADDRESS_RULES,
  SUPPLIER_BANK_RULES,
  SUPPLIER_INFO_RULES,
  SUPPLIER_USER_RULES,
  normaliseMainBusiness,
  validateSupplierDetail,
  type SupplierDetailInput,
  type SupplierUser,
  type MainBusinessOption,
  REGISTRATION_FILES_BUSINESS_ID,
  type PerformanceRecord,
} from '@portal/shared/core';
import { translate } from '../../platform/shared-texts';
import { profileExtras, type SupplierProfileExtras } from './profile';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { AuthUser } from '../session/authenticate';
import { findProfile, latestDecision } from '../approvals/queries';
import * as q from './queries';
import { checkedSelection, readSelection, writeSelection } from './main-business';
import { attachmentProblem, checkedPerformance, readPerformance, writePerformance } from './performance';

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
  /** The business selector's choice (spec 02 §3 "Main-business option"), at most ten. */
  supplierMainBusiness: MainBusinessOption[];
  /** The performance records (spec 02 §3); each one's contract is filed under its id. */
  supplierInfoPerformanceWz: PerformanceRecord[];
  /** The businessId the registration's qualification files are uploaded under (owner: this user). */
  attachmentBusinessId?: string;
  /** Why the buyer's operator rejected the registration, while it is 'rejected' (editable again). */
  rejectReason?: string | null;
  /** An approved supplier's number, states, qualification files and records (profile.ts). */
  profile?: SupplierProfileExtras;
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

/** The draft's sections as the rules see them; change requests (supplier-changes) use it too. */
export function normalise(input: SupplierDetailInput, ownName: string): SupplierDetailInput {
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

export function firstProblemMessage(input: SupplierDetailInput, lang: Language): string | null {
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
  return { supplierId: null, userName: user.userName, status: 'new', updatedAt: null, submittedAt: null, supplierInfoAll: {}, supplierAddress: {}, supplierBank: {}, supplierUsers: [main], supplierMainBusiness: [], supplierInfoPerformanceWz: [], attachmentBusinessId: REGISTRATION_FILES_BUSINESS_ID };
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
    // A draft saved without contacts still has its main user: the registering account.
    supplierUsers: row.supplierUsers.length > 0 ? row.supplierUsers : (await newDraft(ctx, user)).supplierUsers,
    supplierMainBusiness: await readSelection(ctx.db, user.userId),
    supplierInfoPerformanceWz: await readPerformance(ctx.db, user.userId),
    attachmentBusinessId: REGISTRATION_FILES_BUSINESS_ID,
    ...(row.status === 'rejected' ? { rejectReason: (await latestDecision(ctx.db, 'registration', user.userId))?.reason ?? null } : {}),
  };
}

/** A supplier of the portal sees the approved data of their own supplier only. */
async function supplierData(ctx: AppContext, user: AuthUser, supplierId: string | undefined, lang: Language): Promise<SupplierDetailView> {
  const id = supplierId || user.supplierId;
  if (!id || id !== user.supplierId) throw forbidden(lang, 'http.noPermission');
  const supplier = await q.findSupplier(ctx.db, id);
  if (!supplier) throw new AppError(404, translate('http.notFound', lang));
  // The master data as approved (registration or change request); suppliers of the demo's first
  // days have none and show their names only.
  const profile = await findProfile(ctx.db, id);
  return {
    supplierId: supplier.supplier_id,
    userName: user.userName,
    status: 'approved',
    updatedAt: profile?.updatedAt.toISOString() ?? null,
    submittedAt: null,
    supplierInfoAll: { ...(profile?.info ?? {}), supplierName: supplier.supplier_name, ...(supplier.supplier_name_en ? { supplierNameEn: supplier.supplier_name_en } : {}) },
    supplierAddress: (profile?.address ?? {}) as SupplierDetailView['supplierAddress'],
    supplierBank: (profile?.bank ?? {}) as SupplierDetailView['supplierBank'],
    supplierUsers: (profile?.users ?? []) as SupplierUser[],
    supplierMainBusiness: normaliseMainBusiness(profile?.mainBusiness ?? []),
    supplierInfoPerformanceWz: [],
    profile: await profileExtras(ctx, id),
  };
}

export async function getSupplierDetail(ctx: AppContext, user: AuthUser, supplierId: string | undefined, lang: Language): Promise<SupplierDetailView> {
  if (user.kind === 'portal') return supplierData(ctx, user, supplierId, lang);
  if (user.kind !== 'temp') throw forbidden(lang);
  // A registering account has no supplier yet: naming one asks for somebody else's data.
  if (supplierId) throw forbidden(lang, 'http.noPermission');
  return ownDraft(ctx, user);
}

/** What a save of the draft may carry besides the four sections (each left alone when absent). */
export type DraftBody = SupplierDetailInput & { supplierMainBusiness?: unknown; supplierInfoPerformanceWz?: unknown };

export function saveSupplierDetail(ctx: AppContext, user: AuthUser, body: DraftBody, lang: Language): Promise<SupplierDetailView> {
  return saveDraft(ctx, user, lang, async () => body);
}

/**
 * The one way the draft is written: under its row lock, `bodyOf` builds what is saved (from the
 * stored draft, for the calls that save one part of it), and every rule of the temp save or
 * submit applies to the result.
 */
export async function saveDraft(ctx: AppContext, user: AuthUser, lang: Language, bodyOf: (stored: () => Promise<SupplierDetailView>) => Promise<DraftBody>): Promise<SupplierDetailView> {
  if (user.kind !== 'temp') throw forbidden(lang);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const status = await q.lockRegistration(trx, user.userId, now);
    // Locked first: whatever was typed, a submitted registration is not changed any more. A rejected
    // one is its owner's again to correct and send anew.
    if (status !== 'draft' && status !== 'rejected') throw new AppError(409, translate('validation.registrationLocked', lang));
    const body = await bodyOf(() => ownDraft({ ...ctx, db: trx }, user));
    if (body.supplierId) throw forbidden(lang, 'http.noPermission');
    const input = normalise(body, user.userName);
    const selection = await checkedSelection(trx, body.supplierMainBusiness, lang);
    const sentPerformance = checkedPerformance(body.supplierInfoPerformanceWz, lang);
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
      // Spec 02 §5: the required qualification files and each filled record's contract, as stored.
      const missing = await attachmentProblem(trx, user.userId, sentPerformance ?? (await readPerformance(trx, user.userId)), lang);
      if (missing) throw badRequest(missing);
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
    if (selection) await writeSelection(trx, user.userId, selection);
    if (sentPerformance) await writePerformance(trx, user.userId, sentPerformance);
  });
  return ownDraft(ctx, user);
}

/** Runs `change` on the caller's own draft (created if needed) while it is editable. */
async function editDraft(ctx: AppContext, user: AuthUser, lang: Language, change: (trx: AppContext['db']) => Promise<void>): Promise<SupplierDetailView> {
  if (user.kind !== 'temp') throw forbidden(lang);
  await ctx.db.transaction().execute(async (trx) => {
    const status = await q.lockRegistration(trx, user.userId, ctx.clock.now());
    if (status !== 'draft' && status !== 'rejected') throw new AppError(409, translate('validation.registrationLocked', lang));
    await change(trx);
  });
  return ownDraft(ctx, user);
}

/**
 * saveSupplierPerformance (spec 02 §7): the performance records of the draft. Qualification files
 * (supplierInfoAptitude) are the uploads themselves, so nothing of them is stored here; works
 * records (supplierInfoPerformanceGc) are kept in the same list, told apart by their type.
 */
export function saveSupplierPerformance(ctx: AppContext, user: AuthUser, body: { supplierInfoPerformanceWz?: unknown; supplierInfoPerformanceGc?: unknown }, lang: Language) {
  const wz = Array.isArray(body.supplierInfoPerformanceWz) ? body.supplierInfoPerformanceWz : [];
  const gc = Array.isArray(body.supplierInfoPerformanceGc) ? body.supplierInfoPerformanceGc : [];
  const records = checkedPerformance([...wz, ...gc], lang)!;
  return editDraft(ctx, user, lang, (trx) => writePerformance(trx, user.userId, records));
}

/** The forms `delete` removes a row of (spec 02 §7: query id, formName). */
export const DELETABLE_FORMS = ['supplierInfoPerformanceWz', 'supplierInfoPerformanceGc', 'performance'] as const;

/** delete: one performance record of the caller's own draft; another's id is simply not there (404). */
export function deleteDraftRow(ctx: AppContext, user: AuthUser, id: string, lang: Language) {
  return editDraft(ctx, user, lang, async (trx) => {
    const records = await readPerformance(trx, user.userId);
    const left = records.filter((r) => r.id !== id);
    if (left.length === records.length) throw notFound();
    await writePerformance(trx, user.userId, left);
  });
}
