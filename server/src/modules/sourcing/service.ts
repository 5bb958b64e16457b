import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { toNotice } from '../notices/service';
import { findSource, pageSourceNotices, pageSources, purchaseFiles, sourceLines, sourcePackages, sourceTerms, supplierMarks, type SourceRow, type SupplierFilter, type SupplierTab } from './queries';
import { isInvited, isQualified, roundDeadline, type SupplierCaller } from './supplier-access';
import { roundTwoFor } from './to-quote';
import { supplierResults, type SupplierResult } from './results';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** What a list row and the detail tell of the outcome: the latest opened round's rank, the award. */
const told = ({ opening, isWinner, awardNotice }: SupplierResult) => ({ opening, isWinner, awardNotice });

export function toSource(row: SourceRow, now: Date) {
  const closes = row.quotation_date ? new Date(row.quotation_date) : null;
  return {
    sourceId: row.source_id,
    sourceNum: row.source_num,
    sourceTitle: row.source_title,
    sourceTitleEn: row.source_title_en,
    sourceType: row.source_type,
    sourceMethod: row.source_method,
    quotationDate: iso(row.quotation_date),
    publishDate: iso(row.publish_date),
    status: row.status,
    buyerOrg: row.buyer_org,
    currency: row.currency,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    description: row.description,
    /** 'be in quote' vs 'expired' of spec 01 §4, decided here so every screen agrees. */
    openState: closes === null ? null : closes.getTime() > now.getTime() ? 'quoting' : 'expired',
  };
}

export interface SourceSearch {
  sourceNum?: string;
  sourceName?: string;
  sourceTypeXj?: string;
  sourceType?: string;
  sourceMethods?: string | string[];
  /** Logged-in supplier only (issue 14). */
  tab?: SupplierTab;
  filter?: SupplierFilter;
}

function openState(value: string | undefined): 'quoting' | 'expired' | undefined {
  if (!value) return undefined;
  if (value === 'quoting' || value === '1') return 'quoting';
  if (value === 'expired' || value === '2') return 'expired';
  throw invalid('paramOneOfGot', { field: 'sourceTypeXj', values: 'quoting, expired', value });
}

function methods(value: unknown): string[] | undefined {
  // The schema's anyOf with type coercion lets odd shapes through ([[]] found by the fuzz test):
  // only strings are methods.
  const given: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const list = given.filter((m): m is string => typeof m === 'string').map((m) => m.trim()).filter(Boolean);
  return list.length ? list : undefined;
}

export async function searchSources(ctx: AppContext, sourceType: 'XJ' | 'CS' | 'ZB', search: SourceSearch, paging: Paging, supplier?: SupplierCaller | null) {
  const now = ctx.clock.now();
  const qualified = supplier ? await isQualified(ctx.db, supplier.supplierId) : false;
  const { rows, ...counted } = await pageSources(ctx.db, {
    supplier: supplier ? { supplierId: supplier.supplierId, qualified, tab: search.tab, filter: search.filter } : undefined,
    sourceType,
    sourceNum: search.sourceNum?.trim() || undefined,
    sourceName: search.sourceName?.trim() || undefined,
    status: search.sourceType?.trim() || undefined,
    methods: methods(search.sourceMethods),
    openState: openState(search.sourceTypeXj?.trim()),
    now,
    offset: paging.offset,
    limit: paging.size,
  });
  if (!supplier) return { records: rows.map((r) => toSource(r, now)), ...counted };
  const marks = await supplierMarks(ctx.db, supplier.supplierId, rows.map((r) => r.source_id));
  const results = await supplierResults(ctx, supplier.supplierId, rows);
  const records = rows.map((r) => {
    const mine = marks.quotations.find((q) => q.source_id === r.source_id && q.round === r.current_round);
    const sentOne = marks.quotations.some((q) => q.source_id === r.source_id && q.round === 1 && q.status === 'sent');
    return {
      ...toSource(r, now),
      signedUp: marks.signups.some((u) => u.source_id === r.source_id),
      myStatus: (mine?.status ?? 'none') as 'none' | 'draft' | 'sent' | 'cancelled',
      currentRound: r.current_round,
      deadline: iso(roundDeadline(r)),
      invited: marks.invitations.some((i) => i.source_id === r.source_id),
      ...roundTwoFor(r, sentOne, now),
      ...told(results.get(r.source_id)!),
    };
  });
  return { records, ...counted };
}

const NOTICE_LISTS = { inquiryChange: ['inquiryChange'], inquiryResult: ['result'], saleResult: ['saleResult'] } as const;

export async function searchSourceNotices(ctx: AppContext, list: keyof typeof NOTICE_LISTS, search: SourceSearch, paging: Paging) {
  const { rows, ...counted } = await pageSourceNotices(ctx.db, {
    tabs: [...NOTICE_LISTS[list]],
    sourceNum: search.sourceNum?.trim() || undefined,
    sourceName: search.sourceName?.trim() || undefined,
    offset: paging.offset,
    limit: paging.size,
  });
  return { records: rows.map((r) => toNotice(r)), ...counted };
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Every order field of spec 02 §3, camelCase. */
export function toOrderFields(row: SourceRow) {
  return {
    quotationKind: row.quotation_kind,
    category: row.category,
    strategy: row.strategy,
    unit: row.unit,
    endTime: iso(row.quotation_date),
    queryDeadline: iso(row.query_deadline),
    secondRoundDeadline: iso(row.second_round_deadline),
    openingTime: iso(row.opening_time),
    arrivalRequirement: row.arrival_requirement,
    arrivalDays: row.arrival_days,
    quotationMethod: row.quotation_method,
    budget: text(row.budget),
    winType: row.win_type,
    mainBusiness: row.main_business,
    memo: row.memo,
    technicalRequirements: row.technical_requirements,
    invitationOnly: row.invitation_only,
    sealedMail: row.sealed_mail,
    currentRound: row.current_round,
    /** The deadline of the current round. */
    deadline: iso(roundDeadline(row)),
    openedAt: iso(row.opened_at),
    awardedAt: iso(row.awarded_at),
  };
}

type LineRow = Awaited<ReturnType<typeof sourceLines>>[number];

export function toSourceLine(l: LineRow) {
  return {
    lineId: l.line_id,
    lineNo: l.line_no,
    itemCode: l.item_code,
    requisitionNum: l.requisition_num,
    requisitionLine: l.requisition_line,
    standardPart: l.standard_part,
    specialSpare: l.special_spare,
    description: l.description,
    quantity: String(l.quantity),
    unit: l.unit,
    specification: l.specification,
    material: l.material,
    origin: l.origin,
    partNumber: l.part_number,
    nameEn: l.name_en,
    serial: l.serial,
    drawingNumber: l.drawing_number,
    warrantyPeriod: l.warranty_period,
    defectsLiabilityPeriod: l.defects_liability_period,
    technicalParameter: l.technical_parameter,
    supplementaryNote: l.supplementary_note,
    bidPackage: l.bid_package,
    requiredArrivalDays: l.required_arrival_days,
    requiredDate: l.required_date ?? null,
  };
}

/** Where a purchase file of a source downloads (public, like the source itself). */
export const purchaseFileUrl = (fileId: string) => `/isp/portal/plogin/downLoadPurchaseFile?fileId=${encodeURIComponent(fileId)}`;

/**
 * A source's detail: the public part any visitor may read (order fields, lines, terms, packages,
 * purchase files), and for a supplier what it did there (`me`). Never another supplier's anything.
 */
export async function sourceDetail(ctx: AppContext, sourceId: string, supplier?: SupplierCaller | null) {
  const row = await findSource(ctx.db, sourceId);
  if (!row) throw notFound();
  const [lines, terms, packages, files] = await Promise.all([sourceLines(ctx.db, row.source_id), sourceTerms(ctx.db, row.source_id), sourcePackages(ctx.db, row.source_id), purchaseFiles(ctx.db, row.source_id)]);
  const detail = {
    ...toSource(row, ctx.clock.now()),
    ...toOrderFields(row),
    lines: lines.map(toSourceLine),
    terms: terms.map((t) => ({ termId: t.term_id, termNo: t.term_no, name: t.name, content: t.content })),
    packages,
    attachments: files.map((f) => ({ fileId: f.file_id, fileName: f.file_name, size: f.file_size, url: purchaseFileUrl(f.file_id) })),
  };
  if (!supplier) return detail;
  return { ...detail, me: await supplierPart(ctx, row, supplier) };
}

async function supplierPart(ctx: AppContext, row: SourceRow, supplier: SupplierCaller) {
  const [qualified, invited, marks] = await Promise.all([
    isQualified(ctx.db, supplier.supplierId),
    isInvited(ctx.db, row.source_id, supplier.supplierId),
    supplierMarks(ctx.db, supplier.supplierId, [row.source_id]),
  ]);
  const mine = marks.quotations.find((q) => q.round === row.current_round);
  const sentOne = marks.quotations.some((q) => q.round === 1 && q.status === 'sent');
  const results = await supplierResults(ctx, supplier.supplierId, [row]);
  return {
    qualified,
    ...roundTwoFor(row, sentOne, ctx.clock.now()),
    ...told(results.get(row.source_id)!),
    invited,
    signedUp: marks.signups.length > 0,
    /** '' is the sign-up of a source without bid packages; it is not listed. */
    signedUpPackages: marks.signups.map((u) => u.bid_package).filter((p) => p !== ''),
    quotation: mine ? { quotationId: mine.quotation_id, round: mine.round, status: mine.status, sentAt: iso(mine.sent_at) } : null,
  };
}

