// getCode under /isp/portal/user (spec 02 §7), query parameters as the spec's calls send them.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { currentUser } from '../session/guard';
import { getCode } from './service';

const name = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } as const;

export async function codeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Querystring: { codeType: string; fieldName: string } }>(
    '/user/getCode',
    { preHandler: app.requireUser, schema: { querystring: { type: 'object', required: ['codeType', 'fieldName'], properties: { codeType: name, fieldName: name } } } },
    async (req) => ok(await getCode(ctx, currentUser(req), req.query.codeType, req.query.fieldName)),
  );
}
