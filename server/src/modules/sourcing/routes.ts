// Public inquiry and sale search (spec 01 §7 getDb / getFeiYiFaDb) and the home index list.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { INDEX_PAGE_SIZE } from '../../platform/constants';
import { guardSourceDetail } from './detail-guard';
import { indexDbBody, sourceDetailBody, sourceSearchBody } from './schemas';
import { searchSourceNotices, searchSources, sourceDetail, type SourceSearch } from './service';
import { optionalUser } from '../session/authenticate';
import { supplierOrNull } from './supplier-access';

type PagingBody = { page?: string | number; pageSize?: string | number };

export async function sourcingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A supplier's token adds its tabs, filters and marks, and hides invitations it did not get;
  // a visitor (or a token that no longer works) reads the public list as before.
  const search = (type: 'XJ' | 'CS') => async (req: { body: SourceSearch & PagingBody; headers: Record<string, string | string[] | undefined> }) => {
    const paging = parsePaging(req.body.page, req.body.pageSize);
    const supplier = supplierOrNull(await optionalUser(ctx, req.headers));
    const { records, ...counted } = await searchSources(ctx, type, req.body, paging, supplier);
    return page(records, counted);
  };
  app.post<{ Body: SourceSearch & PagingBody }>('/plogin/getDb', { schema: { body: sourceSearchBody } }, search('XJ'));
  app.post<{ Body: SourceSearch & PagingBody }>('/plogin/getFeiYiFaDb', { schema: { body: sourceSearchBody } }, search('CS'));

  // The notice tabs of the inquiry and sale search screens.
  const notices = (list: 'inquiryChange' | 'inquiryResult' | 'saleResult') => async (req: { body: SourceSearch & PagingBody }) => {
    const paging = parsePaging(req.body.page, req.body.pageSize);
    const { records, ...counted } = await searchSourceNotices(ctx, list, req.body, paging);
    return page(records, counted);
  };
  app.post<{ Body: SourceSearch & PagingBody }>('/plogin/getBj', { schema: { body: sourceSearchBody } }, notices('inquiryChange'));
  app.post<{ Body: SourceSearch & PagingBody }>('/plogin/getZb', { schema: { body: sourceSearchBody } }, notices('inquiryResult'));
  app.post<{ Body: SourceSearch & PagingBody }>('/plogin/getFeiYiFaBj', { schema: { body: sourceSearchBody } }, notices('saleResult'));

  // Spec 02 §7 lists the detail with the quotation calls, under source/; the public screens asked
  // plogin/ for it before, and integrators may still: both paths, one handler, one guard.
  for (const path of ['/source/getSourceDetail', '/plogin/getSourceDetail']) {
    app.post<{ Body: { sourceId: string; puzzlePass?: string } }>(path, { schema: { body: sourceDetailBody } }, async (req) => {
      const caller = await guardSourceDetail(ctx, req.headers, req.body.puzzlePass);
      return ok(await sourceDetail(ctx, req.body.sourceId, supplierOrNull(caller)));
    });
  }

  // supplierId is accepted for the client's sake; invitation-only lists come with the sourcing module.
  app.post<{ Body: { type?: 'XJ' | 'CS' | 'ZB'; sourceNum?: string; pageNo?: string | number; pageSize?: string | number } }>(
    '/plogin/getIndexDb',
    { schema: { body: indexDbBody } },
    async (req) => {
      const paging = parsePaging(req.body.pageNo, req.body.pageSize, { page: 'pageNo', size: 'pageSize' }, INDEX_PAGE_SIZE);
      const { records, ...counted } = await searchSources(ctx, req.body.type ?? 'XJ', { sourceNum: req.body.sourceNum }, paging);
      return page(records, counted);
    },
  );
}
