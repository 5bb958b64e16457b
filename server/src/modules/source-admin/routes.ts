// The buyer's sourcing calls (issue 14) under the operator prefix /isp/operator: publish, list,
// detail, open bids, the opening summary, the second round, the award, and the movable clock of
// tests and demos. Every call needs an operator's token (requireOperator, before the schema is
// read); supplier and registering tokens get 403, no token 401.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { parsePaging } from '../../platform/paging';
import { currentUser } from '../session/guard';
import { advanceClock, clockState, setClock } from './clock-control';
import { awardBody, clockAdvanceBody, clockSetBody, listBody, publishBody, secondRoundBody, sourceIdBody } from './schemas';
import * as sources from './service';

const operatorOf = (req: FastifyRequest): sources.Actor => ({ kind: 'operator', id: currentUser(req).userId });

export async function sourceAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const preValidation = app.requireOperator;

  app.post('/source/publish', { preValidation, schema: { body: publishBody } }, async (req) => ok(await sources.publishSource(ctx, req.body, operatorOf(req))));

  app.post<{ Body: { page?: number | string; pageSize?: number | string; sourceType?: 'XJ' | 'CS' | 'ZB'; phase?: sources.Phase; keyword?: string } }>(
    '/source/list',
    { preValidation, schema: { body: listBody } },
    async (req) => {
      const body = req.body ?? {};
      const { records, ...counted } = await sources.listSources(ctx, { sourceType: body.sourceType, phase: body.phase, keyword: body.keyword }, parsePaging(body.page, body.pageSize));
      return page<unknown>(records, counted);
    },
  );

  app.post<{ Body: { sourceId: string } }>('/source/detail', { preValidation, schema: { body: sourceIdBody } }, async (req) => ok(await sources.sourceDetail(ctx, req.body.sourceId)));

  app.post<{ Body: { sourceId: string } }>('/source/openBids', { preValidation, schema: { body: sourceIdBody } }, async (req) =>
    ok(await sources.openSourceBids(ctx, req.body.sourceId, operatorOf(req), requestLanguage(req.headers))),
  );

  app.post<{ Body: { sourceId: string } }>('/source/getOpenBidList', { preValidation, schema: { body: sourceIdBody } }, async (req) => ok(await sources.openBidList(ctx, req.body.sourceId)));

  app.post('/source/startSecondRound', { preValidation, schema: { body: secondRoundBody } }, async (req) => ok(await sources.startSecondRound(ctx, req.body, operatorOf(req))));

  app.post('/source/award', { preValidation, schema: { body: awardBody } }, async (req) => ok(await sources.awardSource(ctx, req.body, operatorOf(req))));

  // Tests and demos only: 404 unless the portal runs with PORTAL_MOVABLE_CLOCK=1 (clock-control.ts).
  app.post('/clock/show', { preValidation }, async () => ok(clockState(ctx)));
  app.post<{ Body: { at: string } }>('/clock/set', { preValidation, schema: { body: clockSetBody } }, async (req) => ok(await setClock(ctx, new Date(req.body.at), operatorOf(req))));
  app.post<{ Body: { ms: number } }>('/clock/advance', { preValidation, schema: { body: clockAdvanceBody } }, async (req) => ok(await advanceClock(ctx, req.body.ms, operatorOf(req))));
}
