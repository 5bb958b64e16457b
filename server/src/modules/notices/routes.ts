// Public notice lists of the home page (spec 01 §7 "Home and notices"). No login needed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { currentUser } from '../session/guard';
import { currentSizeQuery, infoByIdBody, infoListBody, mainTopBody, mainTopDataBody, noticeByNumQuery, noticeSearchQuery, sourceNumBody, sourceNumQuery } from './schemas';
import { findNotices, noticeByNumber, pendingCount, tabCounts, type NoticeFilter } from './search-service';
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
      const { records, ...counted } = await listTab(ctx, [tab], paging);
      return page(records, counted);
    });
  }

  // Notice search of /index_list: type (ggTypeName), title words and a date range, paged.
  app.get<{ Querystring: CurrentSize & NoticeFilter }>('/tenderNotice/getMainPageInfoByIspNotice', { schema: { querystring: noticeSearchQuery } }, async (req) => {
    const paging = parsePaging(req.query.current, req.query.size, { page: 'current', size: 'size' });
    const { records, ...counted } = await findNotices(ctx, req.query, paging);
    return page(records, counted);
  });

  // Candidate publicity: the bidding notices outside the four home tabs.
  app.get<{ Querystring: CurrentSize }>('/tenderNotice/getMainPageInfoByIspOther', { schema: { querystring: currentSizeQuery } }, async (req) => {
    const paging = parsePaging(req.query.current, req.query.size, { page: 'current', size: 'size' });
    const { records, ...counted } = await listTab(ctx, ['candidate'], paging);
    return page(records, counted);
  });

  // Award notices, optionally of one source (sourceNum).
  app.get<{ Querystring: CurrentSize & { sourceNum?: string } }>('/tenderNotice/pageIspBidderNotice', { schema: { querystring: noticeSearchQuery } }, async (req) => {
    const paging = parsePaging(req.query.current, req.query.size, { page: 'current', size: 'size' });
    const { records, ...counted } = await findNotices(ctx, { ggTypeName: 'winning', sourceNum: req.query.sourceNum }, paging);
    return page(records, counted);
  });

  // The notice preview (/ten_notice_preview_content): one notice by its number, with its text.
  app.get<{ Querystring: { noticeCode: string; ggTypeName?: string } }>('/tenderNotice/getMainPageInfoByNum', { schema: { querystring: noticeByNumQuery } }, async (req) =>
    ok(await noticeByNumber(ctx, req.query.noticeCode, req.query.ggTypeName)),
  );

  // The change notices of one inquiry.
  app.get<{ Querystring: { sourceNum: string } }>('/tenderNotice/getChangeBySourceId', { schema: { querystring: sourceNumQuery } }, async (req) => {
    const { records, ...counted } = await findNotices(ctx, { ggTypeName: 'inquiryChange', sourceNum: req.query.sourceNum }, parsePaging(1, 100));
    return page(records, counted);
  });

  // Sale result notices, optionally of one source.
  app.post<{ Body: { page?: string | number; pageSize?: string | number; sourceNum?: string } }>('/plogin/getCsJggg', { schema: { body: sourceNumBody } }, async (req) => {
    const paging = parsePaging(req.body.page, req.body.pageSize);
    const { records, ...counted } = await findNotices(ctx, { ggTypeName: 'saleResult', sourceNum: req.body.sourceNum }, paging);
    return page(records, counted);
  });

  // Title search over the non-bidding notices (inquiry, change, result, sale, sale results).
  app.post<{ Body: { page?: string | number; pageSize?: string | number; title?: string } }>('/plogin/getMainTopData', { schema: { body: mainTopDataBody } }, async (req) => {
    const paging = parsePaging(req.body.page, req.body.pageSize);
    const tabs = ['inquiry', 'inquiryChange', 'result', 'sale', 'saleResult'];
    const { records, ...counted } = await listTab(ctx, tabs, paging, req.body.title?.trim() || undefined);
    return page(records, counted);
  });

  // How many notices each home tab holds (tab badges); the params object is accepted and ignored.
  app.post('/plogin/getIndexTopPon', async () => ok(await tabCounts(ctx)));

  // The welcome panel's badge: the logged-in supplier's unviewed supplier-centre notices. A
  // count call rather than getNoticePage's total, because that list has no viewed filter.
  app.get('/plogin/getPendingNoticeCount', { preHandler: app.requireUser }, async (req) => ok(await pendingCount(ctx, currentUser(req).supplierId)));

  app.post<{ Body: { pageSize?: string | number; current?: string | number; type?: string; isSale?: unknown } }>(
    '/plogin/getMainTop',
    { schema: { body: mainTopBody } },
    async (req) => {
      const paging = parsePaging(req.body.current, req.body.pageSize, { page: 'current', size: 'pageSize' });
      const { records, ...counted } = await listTab(ctx, [nonBiddingTab(req.body.type, req.body.isSale)], paging);
      return page(records, counted);
    },
  );

  app.post<{ Body: { page?: string | number; pageSize?: string | number; type: string; title?: string } }>(
    '/plogin/getInfoList',
    { schema: { body: infoListBody } },
    async (req) => {
      const paging = parsePaging(req.body.page, req.body.pageSize);
      const { records, ...counted } = await listTab(ctx, [req.body.type], paging, req.body.title?.trim() || undefined);
      return page(records, counted);
    },
  );

  app.post<{ Body: { infoId: string } }>('/plogin/getInfoById', { schema: { body: infoByIdBody } }, async (req) => {
    return ok(await getNotice(ctx, req.body.infoId));
  });
}
