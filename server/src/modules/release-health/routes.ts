// Release health's calls (issue 38). The beacon is public (every browser reports, logged in or not),
// so it is schema-bounded, tiny (2 KB), rate-limited per address and per browser, and counts only
// versions the registry knows (service.ts). Operators read the counts under /isp/operator (operator
// token, audited); the CLI reads them beside a running server through the local door.
import type { FastifyInstance } from 'fastify';
import { APPS } from '../../platform/registry';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { localDoor } from '../../platform/local-door';
import { hit } from '../../platform/rate-limit';
import { currentUser } from '../session/guard';
import { record, releaseHealth, type Beacon } from './service';

export const BEACON_PATH = '/releaseHealth/beacon';
export const OPERATOR_RELEASE_HEALTH = '/_operator/release-health';
/** Per minute: a page loads a handful of remotes; a loop of errors is cut off by the page first. */
export const BEACONS_PER_BROWSER = 30;
export const BEACONS_PER_ADDRESS = 300;

const common = {
  app: { type: 'string', enum: [...APPS] },
  version: { type: 'string', pattern: '^r[0-9]{1,6}-[0-9a-f]{8}$', maxLength: 16 },
  route: { type: 'string', minLength: 1, maxLength: 200, pattern: '^/[^?#]*$' },
  browser: { type: 'string', pattern: '^[0-9a-f]{16,32}$' },
} as const;

const beaconBody = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['kind', 'app', 'version', 'route', 'loadMs', 'browser'], properties: { kind: { const: 'load' }, ...common, loadMs: { type: 'integer', minimum: 0, maximum: 600000 } } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'app', 'version', 'route', 'message', 'fingerprint', 'browser'],
      properties: { kind: { const: 'error' }, ...common, message: { type: 'string', maxLength: 300 }, fingerprint: { type: 'string', pattern: '^[0-9a-f]{8,16}$' } },
    },
  ],
} as const;

export async function releaseHealthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Beacon }>('/isp/portal' + BEACON_PATH, { bodyLimit: 2048, schema: { body: beaconBody } }, async (req, reply) => {
    await hit(ctx.db, ctx.clock, { bucket: `beacon-ip:${req.ip}`, max: BEACONS_PER_ADDRESS, windowMs: 60_000 });
    await hit(ctx.db, ctx.clock, { bucket: `beacon-browser:${req.body.browser}`, max: BEACONS_PER_BROWSER, windowMs: 60_000 });
    await record(ctx, req.body);
    // The page never reads the answer (sendBeacon): nothing to say.
    return reply.code(204).send();
  });
}

export async function releaseHealthOperatorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Counts per version only: no supplier's, quotation's or person's data. Audited as a read.
  app.post('/releaseHealth', { preValidation: app.requireOperator, schema: { body: { type: 'object', additionalProperties: false, properties: {} } } }, async (req) => {
    await audit(ctx.db, ctx.clock, { actorKind: 'operator', actorId: currentUser(req).userId, action: 'release-health.read', target: 'releases' });
    return ok(await releaseHealth(ctx.db, ctx.config.dataDir));
  });
}

/** For `pnpm remotes` beside a server that holds the embedded database. */
export async function releaseHealthLocalRoutes(app: FastifyInstance, ctx: AppContext, secret: string): Promise<void> {
  app.get(OPERATOR_RELEASE_HEALTH, { onRequest: localDoor(secret) }, async () => ok(await releaseHealth(ctx.db, ctx.config.dataDir)));
}
