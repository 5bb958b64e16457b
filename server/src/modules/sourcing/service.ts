import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import type { Paging } from '../../platform/paging';
import { toNotice } from '../notices/service';
import { findSource, pageSourceNotices, pageSources, type SourceRow } from './queries';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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

export async function searchSources(ctx: AppContext, sourceType: 'XJ' | 'CS' | 'ZB', search: SourceSearch, paging: Paging) {
  const now = ctx.clock.now();
  const { rows, ...counted } = await pageSources(ctx.db, {
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
  return { records: rows.map((r) => toSource(r, now)), ...counted };
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

/** The public part of a source's detail: what any visitor may read about an inquiry or sale. */
export async function sourceDetail(ctx: AppContext, sourceId: string) {
  const row = await findSource(ctx.db, sourceId);
  if (!row) throw notFound();
  return toSource(row, ctx.clock.now());
}
