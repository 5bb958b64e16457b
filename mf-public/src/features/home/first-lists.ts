// The home page's first lists (the first tab of each block), asked for as soon as the page is
// opened rather than once React has drawn it: measured with `pnpm bench:web`, drawing the page
// took about 380 ms on two cores before the first call left, and the answers now travel meanwhile.
import { NOTICE_BLOCK_SIZE, session, BIDDING_TABS, NON_BIDDING_TABS } from '@portal/shared/core';
import { infoList, mainTop, tenderList } from '../../common/public.api';

/** An early answer serves only a page drawn this soon after it was asked for; later ones ask again. */
export const EARLY_ANSWER_MS = 10_000;
export const HOME_INFO_TYPES = ['ANNOUNCE', 'NEWS', 'HELP'] as const;

export const listKey = {
  bidding: (call: string) => `tender:${call}`,
  nonBidding: (type: string, isSale: boolean, supplierId?: string) => `top:${type}:${isSale}:${supplierId ?? ''}`,
  info: (type: string) => `info:${type}`,
};

const early = new Map<string, { at: number; answer: Promise<unknown> }>();

function ask(key: string, run: () => Promise<unknown>, at: number): void {
  const answer = run();
  // Whoever takes it sees a failure; unclaimed, it must not count as an unhandled rejection.
  answer.catch(() => undefined);
  early.set(key, { at, answer });
}

/** Sends the first call of every home block now, for the user in the session as it stands. */
export function startFirstLists(now = Date.now()): void {
  const supplierId = session.getState().portalUser?.supplierId ?? undefined;
  const bidding = BIDDING_TABS[0];
  const nonBidding = NON_BIDDING_TABS[0];
  ask(listKey.bidding(bidding.call), () => tenderList(bidding.call, 1, NOTICE_BLOCK_SIZE), now);
  ask(listKey.nonBidding(nonBidding.type, nonBidding.isSale, supplierId), () => mainTop(nonBidding.type, nonBidding.isSale, 1, NOTICE_BLOCK_SIZE, supplierId), now);
  for (const type of HOME_INFO_TYPES) ask(listKey.info(type), () => infoList(type, 1, NOTICE_BLOCK_SIZE), now);
}

/** The early answer for this list if one is fresh (used once), else a new call. */
export function earlyOr<T>(key: string, run: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = early.get(key);
  early.delete(key);
  return hit && now - hit.at < EARLY_ANSWER_MS ? (hit.answer as Promise<T>) : run();
}
