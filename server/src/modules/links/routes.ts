// Reference data of the public pages: friendship links, lookup values and currencies.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { LANGUAGES, type Language } from '../../platform/constants';
import { requestLanguage } from '../../platform/language';
import { FILE_TYPE_LOOKUP, fileTypeLookup } from '../files/file-types';
import { currencies, enabledLinks, lookupValues } from './queries';

const lookupBody = {
  type: 'object',
  required: ['lookupType'],
  properties: { lookupType: { type: 'string', minLength: 1, maxLength: 64 }, language: { type: 'string', maxLength: 10 } },
} as const;

export async function linkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The client reads the list from data.data (spec 01 §3 "Friendship link list").
  app.get('/plogin/linkList', async () =>
    ok((await enabledLinks(ctx.db)).map((l) => ({ linkId: l.link_id, linkName: l.link_name, linkNameEn: l.link_name_en, linkUrl: l.link_url }))),
  );

  // `language` (or else content-lang) picks `label`: the meaning in that language.
  app.post<{ Body: { lookupType: string; language?: string } }>('/plogin/getFndLookupList', { schema: { body: lookupBody } }, async (req) => {
    const lang = (LANGUAGES as readonly string[]).includes(req.body.language ?? '') ? (req.body.language as Language) : requestLanguage(req.headers);
    // Attachment types carry their upload rules (extensions, size, count); see files/file-types.ts.
    if (req.body.lookupType === FILE_TYPE_LOOKUP) return ok(await fileTypeLookup(ctx.db, lang));
    return ok(
      (await lookupValues(ctx.db, req.body.lookupType)).map((l) => ({
        lookupType: l.lookup_type,
        lookupCode: l.lookup_code,
        meaning: l.meaning,
        meaningEn: l.meaning_en,
        meaningVi: l.meaning_vi,
        label: (lang === 'en-US' ? l.meaning_en : lang === 'vi-VN' ? l.meaning_vi : null) ?? l.meaning,
      })),
    );
  });

  app.post('/plogin/getCurrencyList', async () =>
    ok((await currencies(ctx.db)).map((c) => ({ currencyCode: c.currency_code, currencyName: c.currency_name, currencyNameEn: c.currency_name_en, decimals: c.decimals }))),
  );
}
