// The shapes of the issue-14 sourcing calls as this remote reads them (the API contract of the
// server: plogin/getDb, getSourceDetail, source/* quotation calls). Money is decimal strings.
import type { SourceItem } from '@portal/shared/core';

export type QuotationKind = 'gc' | 'wz' | 'cs';
export type MyQuotationStatus = 'none' | 'draft' | 'sent' | 'cancelled';

/** Why the server would refuse a round-2 quotation of the caller (server sourcing/to-quote.ts). */
export type RoundTwoRefusal = 'secondRoundNotOpen' | 'notSentInFirstRound';

/** The caller's rank by total among the bidders of an opened round (1 is the best). */
export interface OpeningResult {
  round: number;
  rank: number;
  bidders: number;
}

/** The result notice of an awarded source, for /ten_notice_preview_content. */
export interface AwardNoticeRef {
  noticeCode: string;
  ggTypeName: 'jggg' | 'csjggg';
}

/** What the server tells the caller of a source's outcome and of round 2 (issue 33). */
export interface SupplierOutcome {
  mayQuoteRound2?: boolean;
  roundTwoRefusal?: RoundTwoRefusal | null;
  /** null before the opening, and for a supplier that did not bid. */
  opening?: OpeningResult | null;
  /** null until the award; then whether it is awarded to the caller. */
  isWinner?: boolean | null;
  awardNotice?: AwardNoticeRef | null;
}

/** A row of getDb / getFeiYiFaDb; the supplier fields come only for a logged-in supplier. */
export interface SourceListItem extends SourceItem, SupplierOutcome {
  signedUp?: boolean;
  myStatus?: MyQuotationStatus;
  currentRound?: number;
  deadline?: string | null;
  invited?: boolean;
}

export interface SourceLine {
  lineId: string;
  lineNo: number;
  itemCode?: string | null;
  requisitionNum?: string | null;
  requisitionLine?: string | null;
  standardPart?: string | boolean | null;
  specialSpare?: string | boolean | null;
  description?: string | null;
  quantity: string;
  unit?: string | null;
  specification?: string | null;
  material?: string | null;
  origin?: string | null;
  partNumber?: string | null;
  nameEn?: string | null;
  serial?: string | null;
  drawingNumber?: string | null;
  warrantyPeriod?: string | null;
  defectsLiabilityPeriod?: string | null;
  technicalParameter?: string | null;
  supplementaryNote?: string | null;
  bidPackage?: string | null;
  requiredArrivalDays?: number | null;
  /** The buyer's required date, 'YYYY-MM-DD'. */
  requiredDate?: string | null;
}

export interface SourceTerm {
  termId: string;
  termNo: number | string;
  name: string;
  content: string;
}

export interface BidPackage {
  name: string;
  lineCount: number;
}

export interface PurchaseFile {
  fileId: string;
  fileName: string;
  size: number;
  url: string;
}

export interface MyQuotationSummary {
  quotationId: string;
  round: number;
  status: MyQuotationStatus;
  sentAt: string | null;
}

/** What the caller is to this source (only for a logged-in supplier). */
export interface SourceMe extends SupplierOutcome {
  qualified: boolean;
  invited: boolean;
  signedUpPackages: string[];
  /** Not in the contract; read when a server sends it (a source without packages). */
  signedUp?: boolean;
  quotation: MyQuotationSummary | null;
}

export interface SourceDetail extends SourceItem {
  sourceType?: string | null;
  sourceMethod?: string | null;
  buyerOrg?: string | null;
  currency?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  description?: string | null;
  publishDate?: string | null;
  quotationKind?: QuotationKind | null;
  category?: string | null;
  strategy?: string | null;
  unit?: string | null;
  endTime?: string | null;
  queryDeadline?: string | null;
  secondRoundDeadline?: string | null;
  openingTime?: string | null;
  arrivalRequirement?: string | null;
  arrivalDays?: number | null;
  quotationMethod?: string | null;
  budget?: string | number | null;
  winType?: 'whole' | 'item' | null;
  mainBusiness?: string | null;
  memo?: string | null;
  technicalRequirements?: string | null;
  invitationOnly?: boolean | null;
  sealedMail?: boolean | null;
  currentRound?: number | null;
  openedAt?: string | null;
  awardedAt?: string | null;
  lines?: SourceLine[];
  terms?: SourceTerm[];
  packages?: BidPackage[];
  attachments?: PurchaseFile[];
  me?: SourceMe | null;
}

export interface QuotationHeaderInput {
  offeror?: string;
  validityDate?: string;
  arrivalDays?: number | null;
  currency?: string;
  remark?: string;
}

export interface QuotationLineInput {
  lineId: string;
  taxRate?: string;
  unitPriceWithTax?: string;
  brand?: string;
  arrivalDays?: number | null;
  supplierRemark?: string;
}

export interface QuotationTermInput {
  termId: string;
  isAgree: boolean;
  difference?: string;
}

export interface QuotationInput {
  sourceId: string;
  header: QuotationHeaderInput;
  lines: QuotationLineInput[];
  terms: QuotationTermInput[];
}

export interface QuotationView {
  quotationId: string;
  quotationNum: string | null;
  round: number;
  status: MyQuotationStatus;
  savedAt: string | null;
  sentAt: string | null;
  digest: string | null;
  header: Partial<QuotationHeaderInput> & { totalWithTax?: string; totalTax?: string };
  lines: (Partial<QuotationLineInput> & { lineId: string; amountWithTax?: string; tax?: string })[];
  terms: QuotationTermInput[];
  warnings?: { lineId: string; kind: 'arrivalLater' }[];
}

export interface QuotationReceipt {
  quotationId: string;
  quotationNum: string;
  round: number;
  sentAt: string;
  digest: string;
}

export interface OpenBidRow {
  bidder: string;
  totalWithTax: string;
  currency: string;
  validityDate: string;
  arrivalDays: number;
  remark?: string | null;
  round: number;
  quotationNum: string;
  digest: string;
  canonical: string;
}

export interface TaxRateOption {
  value: string;
  label: string;
}

export const QUOTATION_PATHS: Record<QuotationKind, string> = { gc: '/quotation_gc', wz: '/quotation_wz', cs: '/quotation_cs' };

/** The quotation screen of a source: its kind, or by its type when a server sends none (sale → cs, else wz). */
export function quotationPathOf(source: Pick<SourceDetail, 'quotationKind' | 'sourceType'>): string {
  const kind = source.quotationKind ?? (source.sourceType === 'CS' ? 'cs' : 'wz');
  return QUOTATION_PATHS[kind];
}

export function kindOfPath(route: string): QuotationKind {
  const key = route.toLowerCase().replace('/quotation_', '');
  return key === 'gc' || key === 'cs' ? key : 'wz';
}

/** The caller has signed up (with or without packages). */
export function isSignedUp(me: SourceMe | null | undefined): boolean {
  return Boolean(me && (me.signedUp || me.signedUpPackages.length > 0 || me.quotation));
}

/** The current round's deadline: the second-round deadline in round 2, else the end time. */
export function currentDeadline(s: Pick<SourceDetail, 'currentRound' | 'secondRoundDeadline' | 'endTime' | 'quotationDate'>): string | null {
  if (s.currentRound === 2 && s.secondRoundDeadline) return s.secondRoundDeadline;
  return s.endTime ?? (s.quotationDate as string | null | undefined) ?? null;
}

/** A purchase file's address as a link: the server's may be relative to /isp/portal ('plogin/downLoadPurchaseFile?…'). */
export function purchaseFileHref(f: Pick<PurchaseFile, 'url' | 'fileId'>): string {
  const url = f.url || `plogin/downLoadPurchaseFile?fileId=${encodeURIComponent(f.fileId)}`;
  return /^(https?:)?\//.test(url) ? url : `/isp/portal/${url.replace(/^\.?\//, '')}`;
}
