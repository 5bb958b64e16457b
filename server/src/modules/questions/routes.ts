// Questions, clarifications and objections (issue 14, spec 02 §7): the supplier's calls under
// /isp/portal and the buyer's under /isp/operator, registered together from app.ts.
//
// Supplier (requireUser: a visitor gets 401, a registering user 403; what belongs to another
// supplier is 404): zycq/findListZycq, zycq/findZyCqById, zycq/getZyNum, source/saveZy,
// source/submitZy, GET source/getSouCategoryByZycqId, and the objection calls, GET with their data
// in the JSON string oTenObjectionJson as the spec has them.
//
// Buyer (requireOperator before the schema is read; every change audited): zycq/list, zycq/detail,
// zycq/reply, zycq/publishClarification, tenObjection/list, tenObjection/detail, tenObjection/reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { routeGroup } from '../../platform/route-group';
import { OPERATOR_PREFIX } from '../approvals/routes';
import type { Actor } from '../approvals/decision';
import { currentUser } from '../session/guard';
import { supplierCaller } from '../sourcing/supplier-access';
import { OBJECTION_DECISION, OBJECTION_FILTER, SAVE_OBJECTION, readObjectionJson } from './objection-json';
import * as objections from './objections';
import * as questions from './questions';
import * as schemas from './schemas';
import type { ObjectionStatus, ReplyStatus, ZycqKind, ZycqStatus } from './tables';

export const PORTAL_PREFIX = '/isp/portal';

export async function questionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(routeGroup(supplierQuestionRoutes, ctx), { prefix: PORTAL_PREFIX });
  await app.register(routeGroup(operatorQuestionRoutes, ctx), { prefix: OPERATOR_PREFIX });
}

const blankToUndefined = <T extends string>(v: T | '' | undefined): T | undefined => (v ? v : undefined);

async function supplierQuestionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const supplierOnly = { preHandler: app.requireUser };
  const caller = (req: FastifyRequest) => supplierCaller(currentUser(req));

  type ListBody = { page?: number | string; pageSize?: number | string; questionClarificationNum?: string; sourceNum?: string; type?: ZycqKind | ''; replyStatus?: ReplyStatus | ''; status?: ZycqStatus | '' };
  app.post<{ Body: ListBody }>('/zycq/findListZycq', { schema: { body: schemas.listQueriesBody }, ...supplierOnly }, async (req) => {
    const b = req.body ?? {};
    const filter = { questionClarificationNum: b.questionClarificationNum, sourceNum: b.sourceNum, type: blankToUndefined(b.type), replyStatus: blankToUndefined(b.replyStatus), status: blankToUndefined(b.status) };
    const { records, ...counted } = await questions.listQueries(ctx, caller(req), filter, parsePaging(b.page, b.pageSize));
    return page(records, counted);
  });

  app.post<{ Body: { zycqId: string } }>('/zycq/findZyCqById', { schema: { body: schemas.zycqIdBody }, ...supplierOnly }, async (req) => ok(await questions.findQuery(ctx, caller(req), req.body.zycqId)));

  app.post('/zycq/getZyNum', supplierOnly, async (req) => ok(await questions.reserveNumber(ctx, caller(req))));

  type SaveBody = questions.QueryInput & { header?: questions.QueryInput };
  const save = (submit: boolean) => async (req: FastifyRequest<{ Body: SaveBody }>) => {
    const { header, ...flat } = req.body ?? {};
    return ok(await questions.saveQuery(ctx, caller(req), header ?? flat, submit));
  };
  app.post<{ Body: SaveBody }>('/source/saveZy', { schema: { body: schemas.saveQueryBody }, ...supplierOnly }, save(false));
  app.post<{ Body: SaveBody }>('/source/submitZy', { schema: { body: schemas.saveQueryBody }, ...supplierOnly }, save(true));

  app.get<{ Querystring: { questionClarificationId: string } }>('/source/getSouCategoryByZycqId', { schema: { querystring: schemas.categoriesQuery }, ...supplierOnly }, async (req) =>
    ok(await questions.queryCategories(ctx, caller(req), req.query.questionClarificationId)),
  );

  // Objections: GET with the data in oTenObjectionJson (spec 02 §7). Each is taken as POST too, the
  // same parameters in the body (JSON or form) or the query, for texts longer than an address holds.
  type Params = Record<string, string | number | undefined>;
  const objectionCall = (path: string, schema: object, handler: (req: FastifyRequest, params: Params) => Promise<unknown>) => {
    app.get(path, { schema: { querystring: schema }, ...supplierOnly }, async (req) => handler(req, req.query as Params));
    app.post(path, { schema: { body: schema }, ...supplierOnly }, async (req) => handler(req, (req.body ?? {}) as Params));
  };
  const json = (p: Params) => p.oTenObjectionJson as string | undefined;

  const saveObjection = (submit: boolean) => async (req: FastifyRequest, p: Params) => ok(await objections.saveObjection(ctx, caller(req), readObjectionJson(json(p), SAVE_OBJECTION), submit));
  objectionCall('/tenObjection/insertOrUpdateTenObjection', schemas.objectionJsonQuery, saveObjection(false));
  objectionCall('/tenObjection/insertOrUpdateTenObjectionByISP', schemas.objectionJsonQuery, saveObjection(true));

  objectionCall('/tenObjection/updateTenObjectionStatusByISP', schemas.objectionJsonQuery, async (req, p) => {
    const input = readObjectionJson(json(p), OBJECTION_DECISION, ['id', 'status']);
    return ok(await objections.decideObjection(ctx, caller(req), { id: input.id!, status: input.status as 'accepted' | 'denied' }));
  });

  objectionCall('/tenObjection/getIspTenObjectionListByPage', schemas.objectionListQuery, async (req, p) => {
    const f = readObjectionJson(json(p), OBJECTION_FILTER);
    const paging = parsePaging(p.current, p.size, { page: 'current', size: 'size' });
    const { records, ...counted } = await objections.listObjections(ctx, caller(req), { ...f, status: f.status as ObjectionStatus | undefined }, paging);
    return page(records, counted);
  });

  app.get<{ Params: { id: string } }>('/tenObjection/getTenObjectionById/:id', { schema: { params: schemas.objectionIdParams }, ...supplierOnly }, async (req) =>
    ok(await objections.findObjection(ctx, caller(req), req.params.id)),
  );
}

async function operatorQuestionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Before the schema: a caller who is not an operator learns nothing of the calls' shapes.
  const preValidation = app.requireOperator;
  const operatorOf = (req: FastifyRequest): Actor => ({ kind: 'operator', id: currentUser(req).userId });

  // Rules (issue 34): questions, clarifications and objections are the supplier's words to the buyer,
  // never a quotation; the operator lists, reads and answers them, publishes clarifications. Audited.
  type QueryList = { page?: number | string; pageSize?: number | string; state?: questions.OperatorZycqState; type?: ZycqKind; sourceNum?: string; keyword?: string };
  app.post<{ Body: QueryList }>('/zycq/list', { preValidation, schema: { body: schemas.operatorQueryListBody } }, async (req) => {
    const b = req.body ?? {};
    const { records, ...counted } = await questions.operatorListQueries(ctx, { state: b.state, type: b.type, sourceNum: b.sourceNum, keyword: b.keyword }, parsePaging(b.page, b.pageSize));
    return page<unknown>(records, counted);
  });
  app.post<{ Body: { zycqId: string } }>('/zycq/detail', { preValidation, schema: { body: schemas.zycqIdBody } }, async (req) => ok(await questions.operatorQuery(ctx, req.body.zycqId)));
  app.post<{ Body: { zycqId: string; reply: string } }>('/zycq/reply', { preValidation, schema: { body: schemas.operatorReplyQueryBody } }, async (req) =>
    ok(await questions.replyToQuery(ctx, req.body, operatorOf(req))),
  );
  app.post<{ Body: { sourceId: string; title: string; content: string; bidPackages?: string[] } }>(
    '/zycq/publishClarification',
    { preValidation, schema: { body: schemas.publishClarificationBody } },
    async (req) => ok(await questions.publishClarification(ctx, req.body, operatorOf(req))),
  );

  type ObjectionList = { page?: number | string; pageSize?: number | string; state?: objections.OperatorObjectionState; sourceNum?: string };
  app.post<{ Body: ObjectionList }>('/tenObjection/list', { preValidation, schema: { body: schemas.operatorObjectionListBody } }, async (req) => {
    const b = req.body ?? {};
    const { records, ...counted } = await objections.operatorListObjections(ctx, { state: b.state, sourceNum: b.sourceNum }, parsePaging(b.page, b.pageSize));
    return page<unknown>(records, counted);
  });
  app.post<{ Body: { id: string } }>('/tenObjection/detail', { preValidation, schema: { body: schemas.objectionIdBody } }, async (req) => ok(await objections.operatorObjection(ctx, req.body.id)));
  app.post<{ Body: { id: string; reply: string } }>('/tenObjection/reply', { preValidation, schema: { body: schemas.operatorReplyObjectionBody } }, async (req) =>
    ok(await objections.replyToObjection(ctx, req.body, operatorOf(req))),
  );
}
