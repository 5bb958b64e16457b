// Main-business catalogue (plogin/getMainbusiness, plogin/findBusModelList, plogin/getMainBusinessList)
// and the bank directory (user/findBankList, user/findBankAreaList, user/findBankPersonList), spec
// 02 §7. The catalogue is public reference data (the registration screen shows it before an
// account exists); the bank look-ups are "under user" and need a login. Routes parse and answer.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, page } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { parsePaging } from '../../platform/paging';
import { registerHeaderToken } from '../session/register-header';
import { bankAreaListBody, bankListBody, bankPersonListBody, busModelListBody, mainBusinessBody, mainBusinessListBody, type PagingInput } from './schemas';
import * as service from './service';

/** Blank means "not given". */
const text = (value: string | undefined) => value?.trim() || undefined;
/** current/size (the client's lists) or page/pageSize (the other lists of this server). */
const pagingOf = (body: PagingInput) => parsePaging(body.current ?? body.page, body.size ?? body.pageSize, { page: 'current', size: 'size' });

export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: PagingInput & { materialDesc?: string; mainbusinessName?: string } }>(
    '/plogin/getMainBusinessList',
    { schema: { body: mainBusinessListBody } },
    async (req) => {
      const { records, ...counted } = await service.mainBusinessList(ctx, requestLanguage(req.headers), pagingOf(req.body), {
        materialDesc: text(req.body.materialDesc),
        name: text(req.body.mainbusinessName),
      });
      return page(records, counted);
    },
  );

  app.post<{ Body: PagingInput & { materialDesc?: string; mainBusinessname?: string; Businessname?: string; includedMaterials?: string } }>(
    '/plogin/findBusModelList',
    { schema: { body: busModelListBody } },
    async (req) => {
      const { records, ...counted } = await service.busModelList(ctx, requestLanguage(req.headers), pagingOf(req.body), {
        materialDesc: text(req.body.materialDesc),
        parentName: text(req.body.mainBusinessname),
        name: text(req.body.Businessname),
        materials: text(req.body.includedMaterials),
      });
      return page(records, counted);
    },
  );

  app.post<{ Body: { parentCode?: string; mainbusinessCode?: string } }>('/plogin/getMainbusiness', { schema: { body: mainBusinessBody } }, async (req) => {
    const codes = text(req.body.mainbusinessCode)?.split(',');
    return ok(await service.mainBusinessNodes(ctx, requestLanguage(req.headers), { codes, parentCode: text(req.body.parentCode) }));
  });

  const preHandler = [registerHeaderToken, app.requireUser];

  app.post<{ Body: PagingInput & { keyword?: string; bankName?: string; country?: string } }>('/user/findBankList', { schema: { body: bankListBody }, preHandler }, async (req) => {
    const { records, ...counted } = await service.bankList(ctx, requestLanguage(req.headers), pagingOf(req.body), {
      keyword: text(req.body.keyword) ?? text(req.body.bankName),
      country: text(req.body.country),
    });
    return page(records, counted);
  });

  app.post<{ Body: PagingInput & { keyword?: string; bankCode?: string; country?: string } }>('/user/findBankAreaList', { schema: { body: bankAreaListBody }, preHandler }, async (req) => {
    const { records, ...counted } = await service.bankAreaList(ctx, requestLanguage(req.headers), pagingOf(req.body), {
      keyword: text(req.body.keyword),
      bankCode: text(req.body.bankCode),
      country: text(req.body.country),
    });
    return page(records, counted);
  });

  app.post<{ Body: PagingInput & { keyword?: string; bankCode?: string; areaCode?: string } }>('/user/findBankPersonList', { schema: { body: bankPersonListBody }, preHandler }, async (req) => {
    const { records, ...counted } = await service.bankPersonList(ctx, requestLanguage(req.headers), pagingOf(req.body), {
      keyword: text(req.body.keyword),
      bankCode: text(req.body.bankCode),
      areaCode: text(req.body.areaCode),
    });
    return page(records, counted);
  });
}
