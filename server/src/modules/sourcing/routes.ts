// Public inquiry and sale search (spec 01 §7 getDb / getFeiYiFaDb) and the home index list.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { page } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { INDEX_PAGE_SIZE } from '../../platform/constants';
import { indexDbBody, sourceSearchBody } from './schemas';
import { searchSources, type SourceSearch } from './service';

type PagingBody = { page?: string | number; pageSize?: string | number };

export async function sourcingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const search = (type: 'XJ' | 'CS') => async (req: { body: SourceSearch & PagingBody }) => {
    const paging = parsePaging(req.body.page, req.body.pageSize);
    const { records, total } = await searchSources(ctx, type, req.body, paging);
    return page(records, total);
  };
  app.post<{ Body: SourceSearch & PagingBody }>('/plogin/getDb', { schema: { body: sourceSearchBody } }, search('XJ'));
  app.post<{ Body: SourceSearch & PagingBody }>('/plogin/getFeiYiFaDb', { schema: { body: sourceSearchBody } }, search('CS'));

  // supplierId is accepted for the client's sake; invitation-only lists come with the sourcing module.
  app.post<{ Body: { type?: 'XJ' | 'CS' | 'ZB'; sourceNum?: string; pageNo?: string | number; pageSize?: string | number } }>(
    '/plogin/getIndexDb',
    { schema: { body: indexDbBody } },
    async (req) => {
      const paging = parsePaging(req.body.pageNo, req.body.pageSize, { page: 'pageNo', size: 'pageSize' }, INDEX_PAGE_SIZE);
      const { records, total } = await searchSources(ctx, req.body.type ?? 'XJ', { sourceNum: req.body.sourceNum }, paging);
      return page(records, total);
    },
  );
}
