// Configuration comes from the environment only, so the same build runs in dev, CI and production.
import path from 'node:path';
import type { PostgresLimits } from './db/postgres-pool';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Folder of the embedded PGlite database, or 'memory'. Ignored when databaseUrl is set. */
  pgliteDir: string;
  databaseUrl?: string;
  hostDist: string;
  logLevel: string;
  /** Point /mf/registry.json at the webpack dev servers instead of released builds. */
  devRemotes: boolean;
  /** Test only: expose the image code in the x-test-code header so browser tests can log in. */
  testCaptcha: boolean;
  repoRoot: string;
  /** Login attempts per minute per client address and user name (PORTAL_RATE_LIMIT_LOGIN). */
  loginPerMinute: number;
  /** Image codes per minute per client address (PORTAL_RATE_LIMIT_CODE). */
  codePerMinute: number;
  /** Slider puzzles drawn, and answers checked, per minute per client address and per session (PORTAL_RATE_LIMIT_PUZZLE). */
  puzzlePerMinute: number;
  /**
   * On unless PORTAL_STRICT_IDENTITY=0: loginSum answers only the logged-in owner, and every SMS or
   * e-mail send needs a right image code. The login card asks 'force offline?' after the proof
   * (askOnline) and sends the image code with every code request; turning it off is only for an
   * mf-auth rolled back to a release from before that (server/README.md).
   */
  strictIdentity: boolean;
  /** OAuth clients as 'id:secret' (PORTAL_OAUTH_CLIENTS, comma-separated; default the portal's isp:isp). */
  oauthClients: string[];
  /**
   * Proxies in front of the server whose X-Forwarded-For/-Proto are believed (PORTAL_TRUST_PROXY,
   * a number of hops; 0 = none). Set it only behind a proxy: a client could forge them otherwise.
   */
  trustProxyHops: number;
  /** PostgreSQL limits; see "Running on PostgreSQL" in the README. */
  postgres: PostgresLimits;
  /** How long the readiness check waits for the database (PORTAL_READY_TIMEOUT_MS). */
  readyTimeoutMs: number;
  /** How long a starting server waits for PostgreSQL before it gives up (PORTAL_DB_START_WAIT_S). */
  dbStartWaitSeconds: number;
  /**
   * Tests and demos only (PORTAL_MOVABLE_CLOCK=1; `npm start` sets it): operators may move the
   * server's clock (clock/set, clock/advance, `pnpm portal clock`) to pass deadlines and opening
   * times. Off, those calls answer 404. Never set it in production.
   */
  movableClock: boolean;
  /**
   * Who may read /metrics (platform/metrics.ts): client addresses (PORTAL_METRICS_ALLOW,
   * comma-separated; default this machine only) or anyone with PORTAL_METRICS_TOKEN as a bearer token.
   */
  metricsAllow?: string[];
  metricsToken?: string;
  /**
   * A canary is aborted automatically once it has PORTAL_CANARY_MIN_LOADS loads (default 20) and its
   * error rate (errors per load) exceeds the stable version's by PORTAL_CANARY_ERROR_MARGIN (default 0.05).
   */
  canaryMinLoads?: number;
  canaryErrorMargin?: number;
}

// server/src → server → repo. __dirname, not import.meta: the package is CommonJS (no "type"), and
// Jest runs it as CommonJS too, where import.meta is a syntax error.
export const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.PORTAL_DATA_DIR || path.join(repoRoot, 'data'));
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    pgliteDir: env.PGLITE_DIR === 'memory' ? 'memory' : path.resolve(env.PGLITE_DIR || path.join(dataDir, 'pg')),
    databaseUrl: env.DATABASE_URL || undefined,
    hostDist: path.resolve(env.HOST_DIST || path.join(repoRoot, 'host', 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    devRemotes: env.PORTAL_DEV_REMOTES === '1',
    testCaptcha: env.PORTAL_TEST_CAPTCHA === '1',
    repoRoot,
    loginPerMinute: positiveInt(env, 'PORTAL_RATE_LIMIT_LOGIN', 20),
    codePerMinute: positiveInt(env, 'PORTAL_RATE_LIMIT_CODE', 120),
    // A person needs seconds per puzzle; 30 a minute leaves room for retries, not for a harvest.
    puzzlePerMinute: positiveInt(env, 'PORTAL_RATE_LIMIT_PUZZLE', 30),
    strictIdentity: env.PORTAL_STRICT_IDENTITY !== '0',
    oauthClients: (env.PORTAL_OAUTH_CLIENTS || 'isp:isp').split(',').map((c) => c.trim()).filter(Boolean),
    trustProxyHops: env.PORTAL_TRUST_PROXY ? positiveInt(env, 'PORTAL_TRUST_PROXY', 1) : 0,
    postgres: {
      connectTimeoutMs: positiveInt(env, 'PORTAL_DB_CONNECT_TIMEOUT_MS', 5000),
      statementTimeoutMs: positiveInt(env, 'PORTAL_DB_STATEMENT_TIMEOUT_MS', 15000),
      poolMax: positiveInt(env, 'PORTAL_DB_POOL_MAX', 10),
      workMemMb: positiveInt(env, 'PORTAL_DB_WORK_MEM_MB', 16),
    },
    readyTimeoutMs: positiveInt(env, 'PORTAL_READY_TIMEOUT_MS', 2000),
    dbStartWaitSeconds: positiveInt(env, 'PORTAL_DB_START_WAIT_S', 60),
    movableClock: env.PORTAL_MOVABLE_CLOCK === '1',
    metricsAllow: (env.PORTAL_METRICS_ALLOW ?? '127.0.0.1,::1,::ffff:127.0.0.1').split(',').map((a) => a.trim()).filter(Boolean),
    metricsToken: env.PORTAL_METRICS_TOKEN || undefined,
    canaryMinLoads: positiveInt(env, 'PORTAL_CANARY_MIN_LOADS', 20),
    canaryErrorMargin: fraction(env, 'PORTAL_CANARY_ERROR_MARGIN', 0.05),
  };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of 1 or more, got '${raw}'`);
  return n;
}

function fraction(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new Error(`${name} must be a number from 0 to 100 (errors per load), got '${raw}'`);
  return n;
}
