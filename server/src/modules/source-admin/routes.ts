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

  // Rules beside each call (issue 34): no call answers a price, a brand, a digest or a quotation
  // file before the source's opening; quotation statuses and times are what an operator follows.

  // Creates a source and its publish notice; nothing of any supplier. Audited.
  app.post('/source/publish', { preValidation, schema: { body: publishBody } }, async (req) => ok(await sources.publishSource(ctx, req.body, operatorOf(req))));

  // Every source with its counts of sign-ups and of sent quotations of the current round (no content).
  app.post<{ Body: { page?: number | string; pageSize?: number | string; sourceType?: 'XJ' | 'CS' | 'ZB'; phase?: sources.Phase; keyword?: string } }>(
    '/source/list',
    { preValidation, schema: { body: listBody } },
    async (req) => {
      const body = req.body ?? {};
      const { records, ...counted } = await sources.listSources(ctx, { sourceType: body.sourceType, phase: body.phase, keyword: body.keyword }, parsePaging(body.page, body.pageSize));
      return page<unknown>(records, counted);
    },
  );

  // One source: lines, terms, invitations, sign-ups, each quotation's status and times; its line
  // count and digest only once its round is opened.
  app.post<{ Body: { sourceId: string } }>('/source/detail', { preValidation, schema: { body: sourceIdBody } }, async (req) => ok(await sources.sourceDetail(ctx, req.body.sourceId)));

  // Opens the current round: refused before its opening time by the server's clock. Audited with the digests.
  app.post<{ Body: { sourceId: string } }>('/source/openBids', { preValidation, schema: { body: sourceIdBody } }, async (req) =>
    ok(await sources.openSourceBids(ctx, req.body.sourceId, operatorOf(req), requestLanguage(req.headers))),
  );

  // The opening summary of the opened rounds only; refused while nothing is opened.
  app.post<{ Body: { sourceId: string } }>('/source/getOpenBidList', { preValidation, schema: { body: sourceIdBody } }, async (req) => ok(await sources.openBidList(ctx, req.body.sourceId)));

  // Round 2 after round 1 is opened; its deadline in the future and before its opening. Audited.
  app.post('/source/startSecondRound', { preValidation, schema: { body: secondRoundBody } }, async (req) => ok(await sources.startSecondRound(ctx, req.body, operatorOf(req))));

  // The award, after the current round is opened, to bidders of that round only. Audited.
  app.post('/source/award', { preValidation, schema: { body: awardBody } }, async (req) => ok(await sources.awardSource(ctx, req.body, operatorOf(req))));

  // Tests and demos only: 404 unless the portal runs with PORTAL_MOVABLE_CLOCK=1 (clock-control.ts).
  app.post('/clock/show', { preValidation }, async () => ok(clockState(ctx)));
  app.post<{ Body: { at: string } }>('/clock/set', { preValidation, schema: { body: clockSetBody } }, async (req) => ok(await setClock(ctx, new Date(req.body.at), operatorOf(req))));
  app.post<{ Body: { ms: number } }>('/clock/advance', { preValidation, schema: { body: clockAdvanceBody } }, async (req) => ok(await advanceClock(ctx, req.body.ms, operatorOf(req))));
}
