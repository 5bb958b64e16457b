// The slider puzzle shown before a logged-in supplier opens an inquiry or sale notice (spec 01 §4).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { hit } from '../../platform/rate-limit';
import { optionalUser } from '../session/authenticate';
import { issuePass } from './pass';
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
  // Pictures cost drawing and answers are guesses: both are limited per address, and answers also
  // per session, since each right one is worth a pass.
  const limit = (bucket: string) => hit(ctx.db, ctx.clock, { bucket, max: ctx.config.puzzlePerMinute, windowMs: 60_000 });
  app.post('/plogin/getSliderPuzzle', async (req, reply) => {
    await limit(`puzzle:${req.ip}`);
    const { reply: puzzle, targetX } = await createPuzzle(ctx);
    // Test only (PORTAL_TEST_CAPTCHA=1): browser tests drag to the hole without reading pixels. Never set in production.
    if (ctx.config.testCaptcha) reply.header('x-test-puzzle-x', String(targetX));
    return ok(puzzle);
  });
  app.post<{ Body: { puzzleId: string; x: number; trace: TracePoint[] } }>('/plogin/checkSliderPuzzle', { schema: { body: checkBody } }, async (req) => {
    await limit(`puzzle-check:${req.ip}`);
    const caller = await optionalUser(ctx, req.headers);
    if (caller) await limit(`puzzle-check-session:${caller.sessionId}`);
    const verdict = await checkPuzzle(ctx, req.body, requestLanguage(req.headers));
    // A logged-in caller gets the pass that opens one source or sale detail in this session.
    return ok(caller ? { ...verdict, pass: await issuePass(ctx, caller.sessionId) } : verdict);
  });
}
