// The sourcing commands of `pnpm portal` (issue 14), over the same service as the operator API.
// approvals/commands.ts dispatches to these, so they run directly on the database or through the
// running server's local door (modules/operator/routes.ts) like every operator command; the clock
// commands then move the running server's clock.
import type { AppContext } from '../../platform/context';
import { refusal } from '../../platform/errors';
import { firstBadValue, firstMarkup } from '../../platform/input-guard';
import { parsePaging } from '../../platform/paging';
import type { Actor } from '../approvals/decision';
import { advanceClock, clockMovable, clockState, setClock } from './clock-control';
import { sourceAdminRefusal } from './messages';
import * as sources from './service';

export type SourceCommand =
  | { name: 'source-publish'; input: unknown }
  | { name: 'sources'; page?: number; sourceType?: 'XJ' | 'CS' | 'ZB'; phase?: sources.Phase; keyword?: string }
  | { name: 'source'; id: string }
  | { name: 'open-bids'; id: string }
  | { name: 'second-round'; id: string; deadline: string; openingTime: string }
  | { name: 'award'; id: string; supplierIds: string[]; remark?: string }
  | { name: 'clock' }
  | { name: 'clock-set'; at: string }
  | { name: 'clock-advance'; ms: number };

export const SOURCE_COMMANDS = ['source-publish', 'sources', 'source', 'open-bids', 'second-round', 'award', 'clock', 'clock-set', 'clock-advance'] as const;
export type SourceCommandName = (typeof SOURCE_COMMANDS)[number];
export const isSourceCommand = (name: unknown): name is SourceCommandName => SOURCE_COMMANDS.includes(name as SourceCommandName);

const PHASES = ['quoting', 'awaitingOpening', 'openable', 'opened', 'awarded', 'closed'] as const;

export async function runSourceCommand(ctx: AppContext, cmd: SourceCommand, actor: Actor): Promise<unknown> {
  switch (cmd.name) {
    case 'source-publish': {
      // What the API's input guard refuses for every request, for a file given to the CLI.
      const bad = firstBadValue(cmd.input);
      if (bad) throw refusal(400, 'paramText', { field: bad.slice(0, 40) });
      const markup = firstMarkup(cmd.input);
      if (markup) throw refusal(400, 'paramMarkup', { field: markup.slice(0, 40) });
      return sources.publishSource(ctx, cmd.input, actor);
    }
    case 'sources':
      return sources.listSources(ctx, { sourceType: cmd.sourceType, phase: cmd.phase, keyword: cmd.keyword }, parsePaging(cmd.page, 20));
    case 'source':
      return sources.sourceDetail(ctx, cmd.id);
    case 'open-bids': {
      const opened = await sources.openSourceBids(ctx, cmd.id, actor, 'en-US');
      return { ...opened, summary: await sources.openBidList(ctx, cmd.id) };
    }
    case 'second-round':
      return sources.startSecondRound(ctx, { sourceId: cmd.id, deadline: cmd.deadline, openingTime: cmd.openingTime }, actor);
    case 'award':
      return sources.awardSource(ctx, { sourceId: cmd.id, supplierIds: cmd.supplierIds, ...(cmd.remark ? { remark: cmd.remark } : {}) }, actor);
    case 'clock':
    case 'clock-set':
    case 'clock-advance': {
      // The API says 404 as if the calls did not exist; an operator at the terminal is told why.
      if (!clockMovable(ctx)) throw sourceAdminRefusal(404, 'clockNotMovable');
      if (cmd.name === 'clock-set') return setClock(ctx, new Date(cmd.at), actor);
      if (cmd.name === 'clock-advance') return advanceClock(ctx, cmd.ms, actor);
      return clockState(ctx);
    }
  }
}

/** A sourcing command as it arrives at the local door: its shape checked before anything runs. */
export function parseSourceCommand(value: Record<string, unknown>): SourceCommand | null {
  const v = value;
  const str = (k: string, max = 64) => typeof v[k] === 'string' && (v[k] as string).length > 0 && (v[k] as string).length <= max;
  const isoTime = (k: string) => str(k, 40) && !Number.isNaN(Date.parse(v[k] as string));
  switch (v.name) {
    case 'source-publish':
      return v.input && typeof v.input === 'object' && !Array.isArray(v.input) ? { name: 'source-publish', input: v.input } : null;
    case 'sources': {
      if (v.page !== undefined && !Number.isInteger(v.page)) return null;
      if (v.sourceType !== undefined && !['XJ', 'CS', 'ZB'].includes(v.sourceType as string)) return null;
      if (v.phase !== undefined && !PHASES.includes(v.phase as sources.Phase)) return null;
      if (v.keyword !== undefined && !str('keyword', 100)) return null;
      return { name: 'sources', page: v.page as number | undefined, sourceType: v.sourceType as 'XJ' | 'CS' | 'ZB' | undefined, phase: v.phase as sources.Phase | undefined, keyword: v.keyword as string | undefined };
    }
    case 'source':
    case 'open-bids':
      return str('id') ? { name: v.name, id: v.id as string } : null;
    case 'second-round':
      return str('id') && isoTime('deadline') && isoTime('openingTime') ? { name: 'second-round', id: v.id as string, deadline: v.deadline as string, openingTime: v.openingTime as string } : null;
    case 'award': {
      const ids = v.supplierIds;
      if (!str('id') || !Array.isArray(ids) || !ids.length || ids.length > 50 || !ids.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 64)) return null;
      if (v.remark !== undefined && (typeof v.remark !== 'string' || v.remark.length > 500)) return null;
      return { name: 'award', id: v.id as string, supplierIds: ids as string[], remark: v.remark as string | undefined };
    }
    case 'clock':
      return { name: 'clock' };
    case 'clock-set':
      return isoTime('at') ? { name: 'clock-set', at: v.at as string } : null;
    case 'clock-advance':
      return Number.isSafeInteger(v.ms) ? { name: 'clock-advance', ms: v.ms as number } : null;
    default:
      return null;
  }
}

/** `3d`, `12h`, `30m`, `45s`, `-1d`, `1d12h` or plain milliseconds → milliseconds; null when unreadable. */
export function parseDuration(text: string): number | null {
  const t = text.trim();
  if (/^-?\d+$/.test(t)) return Number(t);
  const m = /^(-)?((?:\d+[dhms])+)$/.exec(t);
  if (!m) return null;
  const unit: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };
  let ms = 0;
  for (const [, n, u] of m[2].matchAll(/(\d+)([dhms])/g)) ms += Number(n) * unit[u];
  return m[1] ? -ms : ms;
}

type Row = Record<string, any>;
const utc = (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '–');

/** What the sourcing commands print: plain lines for a terminal, times in UTC. */
export function formatSourceResult(cmd: SourceCommand, result: unknown): string {
  const r = result as Row;
  switch (cmd.name) {
    case 'source-publish':
      return `published: ${r.sourceNum} (${r.sourceId}); its notice ${r.infoId} is on the home page`;
    case 'sources': {
      const records = (r.records ?? []) as Row[];
      if (!records.length) return 'no source matches';
      return [
        `${r.total}${r.totalCapped ? '+' : ''} sources (newest first):`,
        ...records.map(
          (x) =>
            `${String(x.sourceNum).padEnd(12)} ${String(x.sourceType)}/${x.quotationKind} ${String(x.phase).padEnd(15)} round ${x.currentRound}  deadline ${utc(x.deadline)}  opening ${utc(x.openingTime)}  sign-ups ${x.signUpCount}, sent ${x.sentCount}  ${x.sourceTitle}`,
        ),
      ].join('\n');
    }
    case 'source': {
      const lines = (r.lines ?? []) as Row[];
      const out = [
        `${r.sourceNum} (${r.sourceId}) ${r.sourceTitle}${r.sourceTitleEn ? ` / ${r.sourceTitleEn}` : ''}`,
        `  ${r.sourceType}/${r.quotationKind}, ${r.status}, ${r.phase}, round ${r.currentRound}${r.invitationOnly ? ', invitation only' : ''}${r.sealedMail ? ', sealed mail' : ''}`,
        `  end ${utc(r.endTime)}, query deadline ${utc(r.queryDeadline)}, second round ${utc(r.secondRoundDeadline)}, opening ${utc(r.openingTime)}, opened ${utc(r.openedAt)}, awarded ${utc(r.awardedAt)}`,
        `lines (${lines.length}):`,
        ...lines.map((l) => `  ${l.lineNo}. ${l.description} × ${l.quantity}${l.unit ? ' ' + l.unit : ''}${l.bidPackage ? `  [${l.bidPackage}]` : ''}`),
        `terms: ${((r.terms ?? []) as Row[]).map((t) => t.name).join('; ') || '–'}`,
        `invited: ${((r.invitations ?? []) as Row[]).map((i) => `${i.supplierId} ${i.supplierName}`).join('; ') || '–'}`,
        'sign-ups:',
        ...(((r.signUps ?? []) as Row[]).map((s) => `  ${s.supplierId} ${s.supplierName}${s.bidPackage ? ` [${s.bidPackage}]` : ''} at ${utc(s.signedUpAt)}`)),
        'quotations (statuses only; prices open at the opening time):',
        ...(((r.quotations ?? []) as Row[]).map((q) => `  ${q.quotationNum} round ${q.round} ${String(q.status).padEnd(9)} ${q.supplierId} ${q.supplierName}  saved ${utc(q.savedAt)}${q.sentAt ? `, sent ${utc(q.sentAt)}` : ''}`)),
        `awarded to: ${((r.awards ?? []) as Row[]).map((a) => `${a.supplierId} ${a.supplierName}`).join('; ') || '–'}`,
      ];
      return out.join('\n');
    }
    case 'open-bids': {
      const summary = (r.summary ?? []) as Row[];
      return [
        `opened round ${r.round} of ${r.sourceId}: ${r.opened} quotation(s)`,
        ...summary.map((s) => `  round ${s.round} ${String(s.quotationNum).padEnd(14)} ${String(s.bidder).padEnd(24)} ${s.totalWithTax} ${s.currency ?? ''}  valid to ${s.validityDate ?? '–'}, ${s.arrivalDays ?? '–'} days  digest ${String(s.digest).slice(0, 16)}…`),
      ].join('\n');
    }
    case 'second-round':
      return `second round of ${r.sourceId}: quotations until ${utc(r.secondRoundDeadline)}, bids open at ${utc(r.openingTime)}`;
    case 'award':
      return `awarded: ${r.sourceNum} to ${(r.supplierIds as string[]).join(', ')} (round ${r.round}); result notice ${r.infoId} is on the home page`;
    case 'clock':
    case 'clock-set':
    case 'clock-advance': {
      const off = Number(r.offsetMs);
      const ahead = off === 0 ? 'real time' : `${off > 0 ? 'ahead of' : 'behind'} real time by ${Math.round(Math.abs(off) / 60_000)} min`;
      return `portal clock: ${r.now} (${ahead})`;
    }
  }
}
