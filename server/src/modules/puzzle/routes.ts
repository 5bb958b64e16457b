// The slider puzzle shown before a logged-in supplier opens an inquiry or sale notice (spec 01 §4, §5).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { hit } from '../../platform/rate-limit';
import { checkPuzzle, createPuzzle } from './service';
import type { TracePoint } from './trace';

const checkBody = {
  type: 'object',
  required: ['puzzleId', 'x', 'trace'],
  properties: {
    puzzleId: { type: 'string', minLength: 1, maxLength: 64 },
    x: { type: 'number', minimum: -1000, maximum: 1000 },
    trace: {
      type: 'array',
      maxItems: 2000,
      items: {
        type: 'object',
        required: ['t', 'x', 'y'],
        properties: { t: { type: 'number' }, x: { type: 'number' }, y: { type: 'number' } },
      },
    },
  },
} as const;

export async function puzzleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Pictures cost drawing and answers are guesses: both are limited per address.
  const limit = (ip: string, what: string) => hit(ctx.db, ctx.clock, { bucket: `${what}:${ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });
  app.post('/plogin/getSliderPuzzle', async (req) => {
    await limit(req.ip, 'puzzle');
    return ok(await createPuzzle(ctx));
  });
  app.post<{ Body: { puzzleId: string; x: number; trace: TracePoint[] } }>('/plogin/checkSliderPuzzle', { schema: { body: checkBody } }, async (req) => {
    await limit(req.ip, 'puzzle-check');
    return ok(await checkPuzzle(ctx, req.body, requestLanguage(req.headers)));
  });
}
