// The buyer's operator API (issue 13), under its own prefix /isp/operator. Every call but the login
// needs an operator's token (requireOperator): supplier and registering tokens are refused with 403,
// as operator tokens are on the portal's calls. getApproveList and updateWf keep spec 02 §7's names.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { auditEntries } from '../../platform/audit';
import { ok, page } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { parsePaging, pagingField } from '../../platform/paging';
import { hit } from '../../platform/rate-limit';
import { currentUser } from '../session/guard';
import { operatorLogin } from '../login/service';
import { resetPasswordByOperator } from '../account-recovery/operator-reset';
import { testCode } from '../messaging/test-code';
import * as approvals from './service';

export const OPERATOR_PREFIX = '/isp/operator';

const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const ID = text(64);

const operatorOf = (req: FastifyRequest): approvals.Actor => ({ kind: 'operator', id: currentUser(req).userId });

export async function approvalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { username: string; password: string } }>(
    '/login',
    { schema: { body: { type: 'object', required: ['username', 'password'], properties: { username: text(64), password: text(128) } } } },
    async (req) => {
      await hit(ctx.db, ctx.clock, { bucket: `operator-login:${req.ip}:${req.body.username.trim().toLowerCase()}`, max: ctx.config.loginPerMinute, windowMs: 60_000 });
      return ok(await operatorLogin(ctx, req.body, requestLanguage(req.headers)));
    },
  );

  // Before the schema: a caller who is not an operator learns nothing of the calls' shapes.
  const preValidation = app.requireOperator;

  // What each call may touch and what it answers (issue 34), beside it. None reads a quotation, its
  // files or anything derived from a price: those reach an operator only through the opening.

  // Registrations and change requests waiting for a decision: the applicant's company data only.
  app.post<{ Body: { kind?: approvals.SubjectKind; page?: number | string; pageSize?: number | string } }>(
    '/getApproveList',
    { preValidation, schema: { body: { type: 'object', properties: { kind: { type: 'string', enum: ['registration', 'change'] }, page: pagingField, pageSize: pagingField } } } },
    async (req) => {
      const { records, total, totalCapped } = await approvals.pending(ctx, req.body?.kind ?? 'registration', parsePaging(req.body?.page, req.body?.pageSize));
      return page<unknown>(records, { total, totalCapped });
    },
  );

  // One registration or change request with its registration files (not a source's or quotation's).
  app.post<{ Body: { id: string } }>('/getApproveDetail', { preValidation, schema: { body: { type: 'object', required: ['id'], properties: { id: ID } } } }, async (req) =>
    ok(await approvals.show(ctx, req.body.id)),
  );

  // Decides a pending registration or change request; a decided one is refused. Audited.
  app.post<{ Body: { id: string; decision: 'approve' | 'reject'; reason?: string } }>(
    '/updateWf',
    { preValidation, schema: { body: { type: 'object', required: ['id', 'decision'], properties: { id: ID, decision: { type: 'string', enum: ['approve', 'reject'] }, reason: text(500, 0) } } } },
    async (req) => ok(await approvals.decide(ctx, req.body, operatorOf(req))),
  );

  // A supplier's activation flag; answers the supplier's number, name and state. Audited.
  app.post<{ Body: { supplierId: string; activated: boolean } }>(
    '/setSupplierActive',
    { preValidation, schema: { body: { type: 'object', required: ['supplierId', 'activated'], properties: { supplierId: ID, activated: { type: 'boolean' } } } } },
    async (req) => ok(await approvals.setSupplierActive(ctx, req.body.supplierId, req.body.activated, operatorOf(req))),
  );

  // A supplier user's password (never an operator's: 'not found'). The temporary password goes by
  // SMS only; the reply says where, masked (spec 01 §4's userToChangePass follows). Audited.
  app.post<{ Body: { userName: string } }>(
    '/resetUserPassword',
    { preValidation, schema: { body: { type: 'object', required: ['userName'], properties: { userName: text(64) } } } },
    async (req, reply) => {
      const { password, ...reset } = await resetPasswordByOperator(ctx, req.body.userName, operatorOf(req), requestLanguage(req.headers));
      testCode(ctx, reply, password);
      return ok(reset);
    },
  );

  // The audit log. What is written there is chosen for this reader: a send records quotation, round
  // and time, the digests come with the opening, a quotation file's deletion has no name or size.
  app.post<{ Body: { target?: string; limit?: number } }>(
    '/getAuditList',
    { preValidation, schema: { body: { type: 'object', properties: { target: text(200), limit: { type: 'integer', minimum: 1, maximum: 500 } } } } },
    async (req) => ok(await auditEntries(ctx.db, { target: req.body?.target, limit: req.body?.limit })),
  );
}
