// The sourcing calls of issue 14 through the shared HTTP client (its headers, language and error
// messages). Paths as the spec names them, under /isp/portal.
import { createHttpClient, http, keepalivePost, pageOf, type ApiReply, type PageOf } from '@portal/shared/core';
import type {
  BidPackage,
  OpenBidRow,
  QuotationInput,
  QuotationReceipt,
  QuotationView,
  SourceDetail,
  SourceListItem,
  TaxRateOption,
} from './sourcing-types';

const P = '/isp/portal';

/** 'all': every source the supplier may see (where it finds one to sign up to); the others filter. */
export type SupplierTab = 'all' | 'toQuote' | 'ended' | 'registered';
export type SupplierFilter = 'all' | 'expired' | 'notEnded' | 'toReply' | 'replied';

export interface SourceCriteria {
  sourceNum?: string;
  sourceName?: string;
  /** Open state of inquiries and sales: 'quoting' or 'expired'. */
  sourceTypeXj?: string;
  /** The source's status (PUBLISHED, …), as /source_List?sourceType= names it (spec 01 §2). */
  sourceType?: string;
  /** A logged-in supplier's tab and filter (the server ignores them for visitors). */
  tab?: SupplierTab;
  filter?: SupplierFilter;
}

/** getDb / getFeiYiFaDb: the public list, with the caller's sign-up and quotation state for a supplier. */
export async function searchSources(call: 'getDb' | 'getFeiYiFaDb', page: number, pageSize: number, c: SourceCriteria): Promise<PageOf<SourceListItem>> {
  const { data } = await http.post<ApiReply<SourceListItem>>(`${P}/plogin/${call}`, null, { params: { page, pageSize, ...c } });
  return pageOf(data);
}

/** `puzzlePass`: the single-use pass of the slider puzzle, which a logged-in supplier needs (spec 01 §4). */
export async function fetchSourceDetail(sourceId: string, puzzlePass?: string): Promise<SourceDetail> {
  const { data } = await http.post<ApiReply<SourceDetail>>(`${P}/source/getSourceDetail`, null, { params: { sourceId, puzzlePass } });
  return data.data as SourceDetail;
}

/**
 * source/getQuotationSource: the order a quotation needs (lines, terms, packages, deadlines,
 * currency, kind, the caller's sign-up) for a signed-up supplier, without the detail's puzzle pass:
 * the quotation screen opens in a new tab. A supplier that did not sign up gets 403 and nothing.
 */
export async function fetchQuotationSource(sourceId: string): Promise<SourceDetail> {
  const { data } = await http.post<ApiReply<SourceDetail>>(`${P}/source/getQuotationSource`, { sourceId }, { showsOwnError: true });
  return data.data as SourceDetail;
}

export async function fetchBidPackages(sourceId: string): Promise<BidPackage[]> {
  const { data } = await http.get<ApiReply<BidPackage[]>>(`${P}/source/getBidPackageNameBySourceId`, { params: { sourceId } });
  return data.data ?? [];
}

export async function signUp(sourceNum: string, bidPackageName?: string): Promise<void> {
  if (bidPackageName) await http.post(`${P}/source/supplierSignUpBidPackage`, { sourceNum, bidPackageName });
  else await http.post(`${P}/source/supplierSignUp`, { sourceNum });
}

let taxRates: Promise<TaxRateOption[]> | undefined;
/** The tax rates offered (0, 1, 3, 6, 9, 13 %), fetched once per page. */
export function fetchTaxRates(): Promise<TaxRateOption[]> {
  taxRates ??= http.post<ApiReply<TaxRateOption[]>>(`${P}/source/getTaxRateList`, {}).then(
    (r) => r.data.data ?? [],
    (err: unknown) => {
      taxRates = undefined;
      throw err;
    },
  );
  return taxRates;
}

const saveCall = (round: number) => `${P}/source/${round === 2 ? 'saveSecondQuotation' : 'saveQuotation'}`;
const updateCall = (round: number) => `${P}/source/${round === 2 ? 'updateSecondQuotation' : 'updateQuotation'}`;

/** Temp save (draft) of the caller's quotation of the round. */
export async function saveQuotation(round: number, input: QuotationInput, options: { quiet?: boolean } = {}): Promise<QuotationView> {
  const { data } = await http.post<ApiReply<QuotationView>>(saveCall(round), input, { showsOwnError: options.quiet });
  return data.data as QuotationView;
}

/** The same temp save as the page goes away (pagehide): fire and forget. */
export function saveQuotationAsPageLeaves(round: number, input: QuotationInput): boolean {
  return keepalivePost(saveCall(round), input);
}

export async function sendQuotation(round: number, quotationId: string, idempotencyKey: string): Promise<QuotationReceipt> {
  const { data } = await http.post<ApiReply<QuotationReceipt>>(updateCall(round), { quotationId, type: 'send', idempotencyKey });
  return data.data as QuotationReceipt;
}

export async function cancelQuotation(round: number, quotationId: string): Promise<void> {
  await http.post(updateCall(round), { quotationId, type: 'cancel' });
}

export async function findQuotation(sourceId: string): Promise<QuotationView | null> {
  const { data } = await http.post<ApiReply<QuotationView | null>>(`${P}/source/findQuotationById`, { sourceId });
  return data.data ?? null;
}

export async function findRoundQuotation(sourceId: string, quotationRound: number): Promise<QuotationView | null> {
  const { data } = await http.post<ApiReply<QuotationView | null>>(`${P}/source/findHisQuotationById`, { sourceId, quotationRound });
  return data.data ?? null;
}

export async function copyFirstRoundFiles(businessId: string): Promise<void> {
  await http.post(`${P}/source/copyFileOfTheFirstQuo`, { businessId });
}

// Before the opening the summary is "not found" on purpose (nothing leaked): no toast for that.
const quietHttp = createHttpClient({ ui: { showError: () => undefined } });

/** The bid-opening summary, or null while it is not open (404). */
export async function fetchOpenBids(sourceId: string): Promise<OpenBidRow[] | null> {
  try {
    const { data } = await quietHttp.get<ApiReply<OpenBidRow[]> & { records?: OpenBidRow[] }>(`${P}/plogin/getOpenBidList/${encodeURIComponent(sourceId)}`);
    return data.data ?? (data.records as OpenBidRow[] | undefined) ?? [];
  } catch (err) {
    if ((err as { status?: unknown }).status === 404) return null;
    throw err;
  }
}
