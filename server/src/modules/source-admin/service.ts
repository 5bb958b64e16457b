// The buyer's side of sourcing (issue 14): publish a source with its lines, bid packages, terms,
// invitations and deadlines (and its notice on the home page), follow its sign-ups and quotation
// statuses, open the bids, start the second round, award it (and publish the result notice). One
// service for the operator API and `pnpm portal`; every change is audited. Prices are never read
// here before opening: quotations are listed without their sealed content, and the opening summary
// comes from bid_opening, which quotation/opening.ts writes only once the opening time has passed.
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import type { Language } from '../../platform/constants';
import { audit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import type { Actor } from '../approvals/decision';
import { openBids } from '../quotation/opening';
import { toSourceLine } from '../sourcing/service';
import { checkInput } from './input-check';
import { sourceAdminRefusal } from './messages';
import { awardNotice, awardNoticeId, publishNotice, publishNoticeId } from './notices';
import { countsOf, findSourceRow, lockSourceRow, nextSourceNumber, openingRows, pageAdminSources, sourceParts, type Phase } from './queries';
import { awardBody, publishBody, secondRoundBody } from './schemas';
import { sourceAdminDb } from './tables';

export type { Actor, Phase };

export interface LineInput {
  itemCode?: string;
  requisitionNum?: string;
  requisitionLine?: string;
  standardPart?: boolean;
  specialSpare?: boolean;
  description: string;
  quantity: string;
  unit?: string;
  specification?: string;
  material?: string;
  origin?: string;
  partNumber?: string;
  nameEn?: string;
  serial?: string;
  drawingNumber?: string;
  warrantyPeriod?: string;
  defectsLiabilityPeriod?: string;
  technicalParameter?: string;
  supplementaryNote?: string;
  bidPackage?: string;
  requiredArrivalDays?: number;
  /** 'YYYY-MM-DD' */
  requiredDate?: string;
}

export interface PublishInput {
  sourceType: 'XJ' | 'CS';
  quotationKind: 'gc' | 'wz' | 'cs';
  title: string;
  titleEn?: string;
  method: string;
  currency: string;
  endTime: string;
  openingTime: string;
  queryDeadline?: string;
  category?: string;
  strategy?: string;
  unit?: string;
  buyerOrg?: string;
  arrivalRequirement?: 'afterContract' | 'afterDeliveryNotice' | 'afterOpening' | 'days';
  arrivalDays?: number;
  quotationMethod?: string;
  budget?: string;
  winType?: 'whole' | 'item';
  mainBusiness?: string;
  description?: string;
  memo?: string;
  technicalRequirements?: string;
  contactPhone?: string;
  contactEmail?: string;
  invitationOnly?: boolean;
  invitedSupplierIds?: string[];
  sealedMail?: boolean;
  lines: LineInput[];
  terms?: { name: string; content: string }[];
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const blank = (s: string | undefined) => (s?.trim() ? s.trim() : null);
const actorLabel = (a: Actor) => `${a.kind}:${a.id}`;

type SourceRow = NonNullable<Awaited<ReturnType<typeof findSourceRow>>>;

/** The current round's deadline. */
const deadlineOf = (row: SourceRow) => (row.current_round === 2 ? row.second_round_deadline : row.quotation_date);

/** Where a source stands, decided here so the list, its filter and the detail agree. */
export function phaseOf(row: SourceRow, now: Date): Phase {
  if (row.awarded_at) return 'awarded';
  if (row.opened_at) return 'opened';
  const deadline = deadlineOf(row);
  if (deadline && new Date(deadline).getTime() > now.getTime()) return 'quoting';
  if (!row.opening_time) return 'closed';
  if (new Date(row.opening_time).getTime() <= now.getTime()) return 'openable';
  return 'awaitingOpening';
}

/** Publishes a source: its row (status PUBLISHED, next number), lines, terms, invitations and home-page notice. */
export async function publishSource(ctx: AppContext, raw: unknown, actor: Actor) {
  const input = checkInput<PublishInput>(publishBody, raw);
  const now = ctx.clock.now();
  const end = new Date(input.endTime);
  const opening = new Date(input.openingTime);
  const query = input.queryDeadline ? new Date(input.queryDeadline) : null;
  // The format lets year 0001 through; no query deadline of this century is that old.
  if (query && query.getUTCFullYear() < 2000) throw invalid('paramFormat', { field: 'queryDeadline' });
  if (end.getTime() <= now.getTime()) throw sourceAdminRefusal(400, 'endTimeNotFuture');
  if ((query && query.getTime() > end.getTime()) || end.getTime() > opening.getTime()) throw sourceAdminRefusal(400, 'deadlinesOutOfOrder');
  if ((input.sourceType === 'CS') !== (input.quotationKind === 'cs')) throw sourceAdminRefusal(400, 'kindMismatch');
  if (input.arrivalRequirement === 'days' && !input.arrivalDays) throw sourceAdminRefusal(400, 'arrivalDaysRequired');
  const packaged = input.lines.filter((l) => blank(l.bidPackage)).length;
  if (packaged && packaged !== input.lines.length) throw sourceAdminRefusal(400, 'packagesMixed');
  input.lines.forEach((l, i) => {
    if (!(Number(l.quantity) > 0)) throw sourceAdminRefusal(400, 'quantityNotPositive', { lineNo: i + 1 });
  });
  const invited = input.invitedSupplierIds ?? [];
  if (input.invitationOnly && !invited.length) throw sourceAdminRefusal(400, 'invitationNeedsSuppliers');

  return ctx.db.transaction().execute(async (trx) => {
    const tdb = sourceAdminDb(trx);
    if (invited.length) {
      const found = new Set((await trx.selectFrom('supplier').select('supplier_id').where('supplier_id', 'in', invited).execute()).map((r) => r.supplier_id));
      const missing = invited.find((id) => !found.has(id));
      if (missing) throw sourceAdminRefusal(400, 'unknownSupplier', { supplierId: missing });
    }
    // One numbering at a time: the number is the highest of its type and year plus one.
    await sql`select pg_advisory_xact_lock(hashtext('source-number'))`.execute(trx);
    const sourceNum = await nextSourceNumber(trx, input.sourceType, now.getUTCFullYear());
    const sourceId = `S-${sourceNum}`;
    const row = {
      source_id: sourceId,
      source_num: sourceNum,
      source_title: input.title.trim(),
      source_title_en: blank(input.titleEn),
      source_type: input.sourceType,
      source_method: input.method,
      quotation_date: end,
      publish_date: now,
      status: 'PUBLISHED',
      buyer_org: blank(input.buyerOrg) ?? blank(input.unit),
      currency: input.currency,
      contact_phone: blank(input.contactPhone),
      contact_email: blank(input.contactEmail),
      description: blank(input.description),
      quotation_kind: input.quotationKind,
      category: blank(input.category),
      strategy: blank(input.strategy),
      unit: blank(input.unit),
      query_deadline: query,
      opening_time: opening,
      arrival_requirement: input.arrivalRequirement ?? null,
      arrival_days: input.arrivalDays ?? null,
      quotation_method: blank(input.quotationMethod),
      budget: input.budget ?? null,
      win_type: input.winType ?? null,
      main_business: blank(input.mainBusiness),
      memo: blank(input.memo),
      technical_requirements: blank(input.technicalRequirements),
      invitation_only: input.invitationOnly ?? false,
      sealed_mail: input.sealedMail ?? false,
    };
    await trx.insertInto('source').values(row).execute();
    await tdb
      .insertInto('source_line')
      .values(
        input.lines.map((l, i) => ({
          line_id: `${sourceId}-L${String(i + 1).padStart(3, '0')}`,
          source_id: sourceId,
          line_no: i + 1,
          item_code: blank(l.itemCode),
          requisition_num: blank(l.requisitionNum),
          requisition_line: blank(l.requisitionLine),
          standard_part: l.standardPart ?? false,
          special_spare: l.specialSpare ?? false,
          description: l.description.trim(),
          quantity: l.quantity,
          unit: blank(l.unit),
          specification: blank(l.specification),
          material: blank(l.material),
          origin: blank(l.origin),
          part_number: blank(l.partNumber),
          name_en: blank(l.nameEn),
          serial: blank(l.serial),
          drawing_number: blank(l.drawingNumber),
          warranty_period: blank(l.warrantyPeriod),
          defects_liability_period: blank(l.defectsLiabilityPeriod),
          technical_parameter: blank(l.technicalParameter),
          supplementary_note: blank(l.supplementaryNote),
          bid_package: blank(l.bidPackage),
          required_arrival_days: l.requiredArrivalDays ?? null,
          required_date: l.requiredDate ?? null,
        })),
      )
      .execute();
    const terms = input.terms ?? [];
    if (terms.length) {
      await tdb
        .insertInto('source_term')
        .values(terms.map((t, i) => ({ term_id: `${sourceId}-T${String(i + 1).padStart(2, '0')}`, source_id: sourceId, term_no: i + 1, name: t.name.trim(), content: t.content.trim() })))
        .execute();
    }
    if (invited.length) await tdb.insertInto('source_invitation').values(invited.map((supplierId) => ({ source_id: sourceId, supplier_id: supplierId, invited_at: now }))).execute();
    const notice = publishNotice(row, now);
    await trx.insertInto('notice').values(notice).execute();
    await audit(trx, ctx.clock, {
      actorKind: actor.kind,
      actorId: actor.id,
      action: 'source.publish',
      target: `source:${sourceId}`,
      detail: { sourceNum, title: row.source_title, lines: input.lines.length, terms: terms.length, invited, endTime: iso(end), openingTime: iso(opening), infoId: notice.info_id },
    });
    return { sourceId, sourceNum, infoId: notice.info_id };
  });
}

function toListRecord(row: SourceRow, counts: { signUps: number; sent: number } | undefined, now: Date) {
  return {
    sourceId: row.source_id,
    sourceNum: row.source_num,
    sourceTitle: row.source_title,
    sourceTitleEn: row.source_title_en,
    sourceType: row.source_type,
    quotationKind: row.quotation_kind,
    sourceMethod: row.source_method,
    buyerOrg: row.buyer_org,
    status: row.status,
    phase: phaseOf(row, now),
    currentRound: row.current_round,
    endTime: iso(row.quotation_date),
    secondRoundDeadline: iso(row.second_round_deadline),
    deadline: iso(deadlineOf(row)),
    openingTime: iso(row.opening_time),
    openedAt: iso(row.opened_at),
    awardedAt: iso(row.awarded_at),
    publishDate: iso(row.publish_date),
    invitationOnly: row.invitation_only,
    sealedMail: row.sealed_mail,
    /** Suppliers signed up (any package). */
    signUpCount: counts?.signUps ?? 0,
    /** Quotations of the current round that are sent. */
    sentCount: counts?.sent ?? 0,
  };
}

/** Every source, newest first, in any state, with its sign-up and sent-quotation counts. */
export async function listSources(ctx: AppContext, filter: { sourceType?: 'XJ' | 'CS' | 'ZB'; phase?: Phase; keyword?: string }, paging: Paging) {
  const now = ctx.clock.now();
  const { rows, ...counted } = await pageAdminSources(ctx.db, { ...filter, keyword: filter.keyword?.trim() || undefined, now, offset: paging.offset, limit: paging.size });
  const counts = await countsOf(ctx.db, rows.map((r) => r.source_id));
  return { records: rows.map((r) => toListRecord(r, counts.get(r.source_id), now)), ...counted };
}

/** One source as the buyer follows it: every field, lines, terms, invitations, sign-ups, quotation statuses (no price), award. */
export async function sourceDetail(ctx: AppContext, sourceId: string) {
  const row = await findSourceRow(ctx.db, sourceId);
  if (!row) throw notFound();
  const now = ctx.clock.now();
  const parts = await sourceParts(ctx.db, row.source_id);
  const digests = new Map(parts.opened.map((o) => [o.quotation_id, o.digest]));
  const packages = new Map<string, number>();
  for (const l of parts.lines) if (l.bid_package) packages.set(l.bid_package, (packages.get(l.bid_package) ?? 0) + 1);
  const [counts] = [...(await countsOf(ctx.db, [row.source_id])).values()];
  return {
    ...toListRecord(row, counts, now),
    category: row.category,
    strategy: row.strategy,
    unit: row.unit,
    currency: row.currency,
    queryDeadline: iso(row.query_deadline),
    arrivalRequirement: row.arrival_requirement,
    arrivalDays: row.arrival_days,
    quotationMethod: row.quotation_method,
    budget: row.budget,
    winType: row.win_type,
    mainBusiness: row.main_business,
    description: row.description,
    memo: row.memo,
    technicalRequirements: row.technical_requirements,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    lines: parts.lines.map(toSourceLine),
    terms: parts.terms.map((t) => ({ termId: t.term_id, termNo: t.term_no, name: t.name, content: t.content })),
    packages: [...packages].map(([name, lineCount]) => ({ name, lineCount })),
    invitations: parts.invitations.map((i) => ({ supplierId: i.supplier_id, supplierName: i.supplier_name, supplierNameEn: i.supplier_name_en, invitedAt: iso(i.invited_at) })),
    signUps: parts.signUps.map((s) => ({ supplierId: s.supplier_id, supplierName: s.supplier_name, supplierNameEn: s.supplier_name_en, bidPackage: s.bid_package || null, userId: s.user_id, signedUpAt: iso(s.signed_up_at) })),
    quotations: parts.quotations.map((q) => ({
      quotationId: q.quotation_id,
      quotationNum: q.quotation_num,
      supplierId: q.supplier_id,
      supplierName: q.supplier_name,
      round: q.round,
      status: q.status,
      // How many lines a supplier quoted is part of its offer: told with the opening, like the digest.
      lineCount: digests.has(q.quotation_id) ? q.line_count : null,
      savedAt: iso(q.saved_at),
      sentAt: iso(q.sent_at),
      cancelledAt: iso(q.cancelled_at),
      // Shown once its bids are opened, beside the summary it belongs to.
      digest: digests.get(q.quotation_id) ?? null,
    })),
    awards: parts.awards.map((a) => ({ supplierId: a.supplier_id, supplierName: a.supplier_name, supplierNameEn: a.supplier_name_en, round: a.round, remark: a.remark, awardedAt: iso(a.awarded_at), awardedBy: a.awarded_by })),
    notices: { publish: publishNoticeId(row.source_num), award: row.awarded_at ? awardNoticeId(row.source_num) : null },
  };
}

async function existingSourceId(ctx: AppContext, sourceId: string): Promise<string> {
  const row = await findSourceRow(ctx.db, sourceId);
  if (!row) throw notFound();
  return row.source_id;
}

/** Opens the bids of the current round (quotation/opening.ts): refused before the opening time. */
export async function openSourceBids(ctx: AppContext, sourceId: string, actor: Actor, lang: Language) {
  const id = await existingSourceId(ctx, sourceId);
  const opened = await openBids(ctx, id, actor, lang);
  return { sourceId: id, ...opened };
}

/** The bid-opening summary of every opened round, lowest total first; refused while nothing is opened. */
export async function openBidList(ctx: AppContext, sourceId: string) {
  const row = await findSourceRow(ctx.db, sourceId);
  if (!row) throw notFound();
  const rows = await openingRows(ctx.db, row.source_id);
  if (!row.opened_at && !rows.length) throw sourceAdminRefusal(409, 'bidsNotOpened');
  return rows.map((r) => ({
    round: r.round,
    quotationId: r.quotation_id,
    quotationNum: r.quotation_num,
    supplierId: r.supplier_id,
    bidder: r.bidder,
    totalWithTax: String(r.total_with_tax),
    currency: r.currency,
    validityDate: r.validity_date,
    arrivalDays: r.arrival_days,
    remark: r.remark,
    digest: r.digest,
    canonical: r.canonical,
    openedAt: iso(r.opened_at),
  }));
}

/**
 * The negotiation round: only once the first round's bids are opened. Round 2 gets its deadline and
 * opening time; opened_at is cleared, since it says when the current round was opened (the first
 * round's summary stays in bid_opening, and its time in the audit entry).
 */
export async function startSecondRound(ctx: AppContext, raw: unknown, actor: Actor) {
  const input = checkInput<{ sourceId: string; deadline: string; openingTime: string }>(secondRoundBody, raw);
  const id = await existingSourceId(ctx, input.sourceId);
  const now = ctx.clock.now();
  const deadline = new Date(input.deadline);
  const opening = new Date(input.openingTime);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockSourceRow(trx, id);
    if (!row) throw notFound();
    if (row.awarded_at) throw sourceAdminRefusal(409, 'alreadyAwarded');
    if (row.current_round === 2) throw sourceAdminRefusal(409, 'secondRoundStarted');
    if (!row.opened_at) throw sourceAdminRefusal(409, 'secondRoundNeedsOpening');
    if (deadline.getTime() <= now.getTime() || deadline.getTime() > opening.getTime()) throw sourceAdminRefusal(400, 'secondRoundTimes');
    await trx.updateTable('source').set({ current_round: 2, second_round_deadline: deadline, opening_time: opening, opened_at: null }).where('source_id', '=', id).execute();
    await audit(trx, ctx.clock, {
      actorKind: actor.kind,
      actorId: actor.id,
      action: 'source.secondRound',
      target: `source:${id}`,
      detail: { deadline: iso(deadline), openingTime: iso(opening), firstRoundOpeningTime: iso(row.opening_time), firstRoundOpenedAt: iso(row.opened_at) },
    });
    return { sourceId: id, currentRound: 2 as const, secondRoundDeadline: iso(deadline), openingTime: iso(opening) };
  });
}

/** The award: after the current round's bids are opened, to bidders of that round; publishes the result notice. */
export async function awardSource(ctx: AppContext, raw: unknown, actor: Actor) {
  const input = checkInput<{ sourceId: string; supplierIds: string[]; remark?: string }>(awardBody, raw);
  const id = await existingSourceId(ctx, input.sourceId);
  const now = ctx.clock.now();
  const remark = blank(input.remark);
  return ctx.db.transaction().execute(async (trx) => {
    const tdb = sourceAdminDb(trx);
    const row = await lockSourceRow(trx, id);
    if (!row) throw notFound();
    if (row.awarded_at) throw sourceAdminRefusal(409, 'alreadyAwarded');
    if (!row.opened_at) throw sourceAdminRefusal(409, 'awardNeedsOpening');
    const round = row.current_round;
    const bidders = new Set((await tdb.selectFrom('bid_opening').select('supplier_id').where('source_id', '=', id).where('round', '=', round).execute()).map((b) => b.supplier_id));
    const stranger = input.supplierIds.find((s) => !bidders.has(s));
    if (stranger) throw sourceAdminRefusal(400, 'notABidder', { supplierId: stranger, round });
    const winners = await trx.selectFrom('supplier').select(['supplier_id', 'supplier_name', 'supplier_name_en']).where('supplier_id', 'in', input.supplierIds).orderBy('supplier_id').execute();
    await tdb
      .insertInto('source_award')
      .values(input.supplierIds.map((supplierId) => ({ source_id: id, supplier_id: supplierId, round, remark, awarded_by: actorLabel(actor), awarded_at: now })))
      .execute();
    await trx.updateTable('source').set({ status: 'AWARDED', awarded_at: now }).where('source_id', '=', id).execute();
    const notice = awardNotice(row, winners.map((w) => ({ name: w.supplier_name, nameEn: w.supplier_name_en })), remark, now);
    await trx.insertInto('notice').values(notice).onConflict((oc) => oc.columns(['info_id', 'tab']).doNothing()).execute();
    await audit(trx, ctx.clock, { actorKind: actor.kind, actorId: actor.id, action: 'source.award', target: `source:${id}`, detail: { round, supplierIds: input.supplierIds, remark, infoId: notice.info_id } });
    return { sourceId: id, sourceNum: row.source_num, status: 'AWARDED', awardedAt: iso(now), round, supplierIds: input.supplierIds, infoId: notice.info_id };
  });
}
