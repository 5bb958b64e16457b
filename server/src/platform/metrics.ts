// /metrics in the Prometheus text format (issue 38), for ops to watch the portal: request durations
// by route pattern (never the raw address: ids and query strings would make a series per record,
// and carry what people typed) and status, rate-limit refusals (the 429s), uploads in flight, the
// database pool's use and waits (PostgreSQL; PGlite is one connection in the process), and the live
// version of each app. Each app gets its own registry, so tests that build several apps in one
// process never share or clash on counts. Readable from the configured addresses (default this
// machine) or with the configured bearer token; to anyone else it is an unknown path.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolOf } from '../db/index';
import type { AppContext } from './context';
import { fail } from './envelope';
import { requestLanguage } from './language';
import { serverMessage } from './messages';
import { listRemotes } from './releases';

export const METRICS_PATH = '/metrics';

/** The default allow-list when none is configured: this machine. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

function sameToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const a = Buffer.from(header.slice('Bearer '.length));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A multipart request is an upload (files, bid documents, Excel): counted while it runs. */
const isUpload = (req: FastifyRequest) => (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** Installs the hooks on the root instance (before any route, so every route is measured) and the route. */
export async function installMetrics(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_process_' });

  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({ name: 'portal_rate_limit_refusals_total', help: 'Requests refused by a rate limit (429), by route pattern', labelNames: ['route'], registers: [registry] });
  const uploads = new Gauge({ name: 'portal_uploads_in_flight', help: 'Uploads (multipart requests) being received now', registers: [registry] });
  const pool = poolOf(ctx.db);
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; the embedded database is one connection in the process)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'max' }, ctx.config.postgres.poolMax);
      } else this.set({ state: 'max' }, 1);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL pool)',
    registers: [registry],
    collect() {
      this.set(pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'portal_app_live_version',
    help: 'The live version of each app (host and remotes): 1 on the version that is live',
    labelNames: ['app', 'version'],
    registers: [registry],
    collect() {
      this.reset();
      for (const r of listRemotes({ dataDir: ctx.config.dataDir })) if (r.live) this.set({ app: r.remote, version: r.live }, 1);
    },
  });

  const counted = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (req) => {
    if (isUpload(req)) {
      counted.add(req);
      uploads.inc();
    }
  });
  const uploadEnded = (req: FastifyRequest) => {
    if (counted.delete(req)) uploads.dec();
  };
  app.addHook('onResponse', async (req, reply) => {
    uploadEnded(req);
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    duration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });
  app.addHook('onRequestAbort', async (req) => uploadEnded(req));

  const allowList = new Set(ctx.config.metricsAllow ?? LOOPBACK);
  app.get(METRICS_PATH, { schema: { hide: true } as Record<string, unknown> }, async (req, reply) => {
    // req.ip: the client behind a trusted proxy (PORTAL_TRUST_PROXY), the socket's address otherwise.
    if (!allowList.has(req.ip) && !sameToken(req.headers.authorization, ctx.config.metricsToken)) {
      return reply.code(404).send(fail(serverMessage('notFound', requestLanguage(req.headers))));
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
