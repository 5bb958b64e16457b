// Global search (spec 01 §7 getSearchList, screen /search_all).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/errors';
import { page } from '../../platform/envelope';
import { pagingField, parsePaging } from '../../platform/paging';
import { searchEverything, type SearchScope } from './queries';

const SCOPES = ['all', 'notice', 'article', 'source'] as const;

const searchBody = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    scope: { type: 'string', enum: [...SCOPES] },
    page: pagingField,
    pageSize: pagingField,
  },
} as const;

export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { keyword?: string; scope?: SearchScope; page?: string | number; pageSize?: string | number } }>(
    '/plogin/getSearchList',
    { schema: { body: searchBody } },
    async (req) => {
      const keyword = req.body.keyword?.trim() ?? '';
      // An empty box would list the whole database: ask for a word instead.
      if (!keyword) throw invalid('paramRequired', { field: 'keyword' });
      const paging = parsePaging(req.body.page, req.body.pageSize);
      const { rows, ...counted } = await searchEverything(ctx.db, keyword, req.body.scope ?? 'all', paging.offset, paging.size);
      return page(
        rows.map((r) => ({
          kind: r.kind,
          id: r.id,
          title: r.title,
          titleEn: r.title_en,
          time: r.at === null ? null : new Date(r.at).toISOString(),
          tab: r.tab,
          code: r.code,
          status: r.status,
          attribute3: r.attribute3,
        })),
        counted,
      );
    },
  );
}
