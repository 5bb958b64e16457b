import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { page } from '../../platform/envelope';
import { parsePaging } from '../../platform/paging';
import { currentUser } from '../session/guard';
import { requireSupplier } from '../session/authenticate';
import { contractListBody } from './schemas';
import { listContracts } from './service';

export async function contractRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { page?: string | number; pageSize?: string | number; contractNum?: string; contractName?: string } }>(
    '/contract/getContractList',
    { schema: { body: contractListBody }, preHandler: app.requireUser },
    async (req) => {
      const supplierId = requireSupplier(currentUser(req));
      const paging = parsePaging(req.body.page, req.body.pageSize);
      const filter = { contractNum: req.body.contractNum?.trim() || undefined, contractName: req.body.contractName?.trim() || undefined };
      const { records, ...counted } = await listContracts(ctx, supplierId, paging, filter);
      return page(records, counted);
    },
  );
}
