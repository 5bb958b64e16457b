// Public notice lists of the home page (spec 01 §7 "Home and notices"). No login needed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { currentSizeQuery, infoByIdBody, infoListBody, mainTopBody } from './schemas';
import { getNotice, listTab, nonBiddingTab } from './service';

type CurrentSize = { current?: string | number; size?: string | number };

const BIDDING_LISTS: Record<string, string> = {
  getMainPageInfoByIsp: 'bidding',
  pageAmendBulletin: 'change',
  pageIspBidder: 'winning',
  pageIspTerminationNotice: 'termination',
};

export async function noticeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const [name, tab] of Object.entries(BIDDING_LISTS)) {
    app.get<{ Querystring: CurrentSize }>(`/tenderNotice/${name}`, { schema: { querystring: currentSizeQuery } }, async (req) => {
      const paging = parsePaging(req.query.current, req.query.size, { page: 'current', size: 'size' });
      const { records, total } = await listTab(ctx, [tab], paging);
      return page(records, total);
    });
  }

  app.post<{ Body: { pageSize?: string | number; current?: string | number; type?: string; isSale?: unknown } }>(
    '/plogin/getMainTop',
    { schema: { body: mainTopBody } },
    async (req) => {
      const paging = parsePaging(req.body.current, req.body.pageSize, { page: 'current', size: 'pageSize' });
      const { records, total } = await listTab(ctx, [nonBiddingTab(req.body.type, req.body.isSale)], paging);
      return page(records, total);
    },
  );

  app.post<{ Body: { page?: string | number; pageSize?: string | number; type: string; title?: string } }>(
    '/plogin/getInfoList',
    { schema: { body: infoListBody } },
    async (req) => {
      const paging = parsePaging(req.body.page, req.body.pageSize);
      const { records, total } = await listTab(ctx, [req.body.type], paging, req.body.title?.trim() || undefined);
      return page(records, total);
    },
  );

  app.post<{ Body: { infoId: string } }>('/plogin/getInfoById', { schema: { body: infoByIdBody } }, async (req) => {
    return ok(await getNotice(ctx, req.body.infoId));
  });
}
