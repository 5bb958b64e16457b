import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { hit } from '../../platform/rate-limit';
import { currentUser } from '../session/guard';
import { confirmQr, issueQr, qrState } from './qr-service';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

export async function qrRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/user/getQRcode', async (req) => {
    await hit(ctx.db, ctx.clock, { bucket: `qr:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });
    return ok(await issueQr(ctx));
  });

  app.post<{ Body: { qrId: string; pollKey: string } }>(
    '/user/qrCodeState',
    { schema: { body: { type: 'object', required: ['qrId', 'pollKey'], properties: { qrId: id, pollKey: id } } } },
    async (req) => {
      // The showing page polls every few seconds; a guesser of poll keys would poll far more.
      await hit(ctx.db, ctx.clock, { bucket: `qr-state:${req.ip}`, max: ctx.config.codePerMinute, windowMs: 60_000 });
      return ok(await qrState(ctx, req.body.qrId, req.body.pollKey));
    },
  );

  app.post<{ Body: { qrId: string } }>(
    '/user/confirmQRcode',
    { preHandler: app.requireUser, schema: { body: { type: 'object', required: ['qrId'], properties: { qrId: id } } } },
    async (req) => {
      await confirmQr(ctx, currentUser(req), req.body.qrId, requestLanguage(req.headers));
      return ok();
    },
  );
}
