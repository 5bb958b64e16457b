// What a supplier is told of a source's outcome (issue 33): after its bids are opened, its rank by
// total among the bidders of that round and how many they were; after the award, whether it won
// (spec 02's is-winner) and where the result notice is. Read only from what the opening and the
// award wrote (bid_opening, source_award): before the opening there is no row, so nothing — neither
// a rank nor a count — can leak; and only a supplier that is itself in the opening gets a rank.
import type { AppContext } from '../../platform/context';
import { awardNoticeId } from '../source-admin/notices';
import { sourceAdminDb } from '../source-admin/tables';
import type { SourceRow } from './queries';
import { compareDecimals } from '../quotation/decimal';

export interface OpeningResult {
  /** The opened round the rank is of (the latest the supplier took part in). */
  round: number;
  /** 1 is the best total: the lowest for an inquiry, the highest offer for a sale (CS). Ties share a rank. */
  rank: number;
  bidders: number;
}

export interface SupplierResult {
  opening: OpeningResult | null;
  /** Every opened round the supplier took part in, oldest first. */
  rounds: OpeningResult[];
  /** null until the source is awarded; then whether this supplier is one of its winners. */
  isWinner: boolean | null;
  /** The award's result notice, for a link to /ten_notice_preview_content. */
  awardNotice: { noticeCode: string; ggTypeName: 'jggg' | 'csjggg' } | null;
}

type Opened = { round: number; supplier_id: string; total_with_tax: string };

/** The supplier's rank in each opened round it is in: 1 + the bidders with a better total. */
function ranksOf(rows: Opened[], supplierId: string, sourceType: string): OpeningResult[] {
  // A sale (CS) is won by the highest offer, an inquiry by the lowest total. Exact decimals.
  const sign = sourceType === 'CS' ? 1 : -1;
  return rows
    .filter((o) => o.supplier_id === supplierId)
    .sort((a, b) => a.round - b.round)
    .map((mine) => {
      const round = rows.filter((o) => o.round === mine.round);
      const better = round.filter((o) => sign * compareDecimals(String(o.total_with_tax), String(mine.total_with_tax)) > 0).length;
      return { round: mine.round, rank: 1 + better, bidders: round.length };
    });
}

type Src = Pick<SourceRow, 'source_id' | 'source_num' | 'source_type' | 'awarded_at'>;

/** Each source's result for the supplier, by source id (every given source has an entry). */
export async function supplierResults(ctx: AppContext, supplierId: string, sources: Src[]): Promise<Map<string, SupplierResult>> {
  const out = new Map<string, SupplierResult>(sources.map((s) => [s.source_id, { opening: null, rounds: [], isWinner: null, awardNotice: null }]));
  if (!sources.length) return out;
  const db = sourceAdminDb(ctx.db);
  const ids = sources.map((s) => s.source_id);
  const awarded = sources.filter((s) => s.awarded_at);
  const [opened, wins, notices] = await Promise.all([
    db.selectFrom('bid_opening').select(['source_id', 'round', 'supplier_id', 'total_with_tax']).where('source_id', 'in', ids).execute(),
    awarded.length ? db.selectFrom('source_award').select('source_id').where('supplier_id', '=', supplierId).where('source_id', 'in', awarded.map((s) => s.source_id)).execute() : Promise.resolve([]),
    awarded.length ? db.selectFrom('notice').select(['info_id', 'notice_code']).where('info_id', 'in', awarded.map((s) => awardNoticeId(s.source_num))).execute() : Promise.resolve([]),
  ]);
  for (const s of sources) {
    const r = out.get(s.source_id)!;
    const rows = opened.filter((o) => o.source_id === s.source_id).map((o) => ({ ...o, total_with_tax: String(o.total_with_tax) }));
    r.rounds = ranksOf(rows, supplierId, s.source_type);
    r.opening = r.rounds[r.rounds.length - 1] ?? null;
    if (s.awarded_at) {
      r.isWinner = wins.some((w) => w.source_id === s.source_id);
      const notice = notices.find((n) => n.info_id === awardNoticeId(s.source_num));
      if (notice?.notice_code) r.awardNotice = { noticeCode: notice.notice_code, ggTypeName: s.source_type === 'CS' ? 'csjggg' : 'jggg' };
    }
  }
  return out;
}

/**
 * The opened history's records with the supplier's rank and bidder count of each record's round and,
 * once awarded, whether it won (the "my quotations" list, getsuOpendHistory).
 */
export async function withResults<T extends { sourceId: string; round: number }>(ctx: AppContext, supplierId: string, records: T[]) {
  const ids = [...new Set(records.map((r) => r.sourceId))];
  const sources = ids.length ? await sourceAdminDb(ctx.db).selectFrom('source').select(['source_id', 'source_num', 'source_type', 'awarded_at']).where('source_id', 'in', ids).execute() : [];
  const results = await supplierResults(ctx, supplierId, sources);
  return records.map((r) => {
    const res = results.get(r.sourceId);
    const mine = res?.rounds.find((x) => x.round === r.round);
    return { ...r, rank: mine?.rank ?? null, bidders: mine?.bidders ?? null, isWinner: res?.isWinner ?? null, awardNotice: res?.awardNotice ?? null };
  });
}
