// Fixtures of the quotation tests (issue 14): a server that can be stopped and started again on the
// same database and data folder, sources with lines, packages, terms and invitations inserted
// directly, qualified (or not) suppliers with a live session, and the supplier calls.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import type { Db } from '../../../src/db/index';
import { seed } from '../../../src/demo/index';
import type { Clock } from '../../../src/platform/clock';
import { createStorage, storageSettings } from '../../../src/platform/storage';
import { hashToken } from '../../../src/modules/session/tokens';
import { sourcingDb } from '../../../src/modules/sourcing/tables';
import { publicDb } from '../../../src/modules/files/tables';
import { createTestDb, type TestDb } from './database';
import { makeSource, makeSupplier, makeUser } from './fixtures';
import { call, qs } from './http';
import { PDF_HEAD, upload } from '../uploads-client';

const DAY = 86_400_000;

export interface QuotationServer {
  url: string;
  db: Db;
  app: FastifyInstance;
  /** Stops the app and starts a new one on the same database and data folder (a restart). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startQuotationServer(clock: Clock, extraEnv: Record<string, string> = {}): Promise<QuotationServer> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-quotation-'));
  const env = { PORTAL_DATA_DIR: path.join(tmpDir, 'data'), HOST_DIST: path.join(tmpDir, 'host-dist'), PGLITE_DIR: 'memory', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', PORTAL_TEST_CAPTCHA: '1', ...extraEnv };
  const config = loadConfig(env);
  let testDb: TestDb | undefined;
  try {
    testDb = await createTestDb();
    await seed(testDb.db, { now: clock.now(), storage: await createStorage(storageSettings({ ...process.env, ...env }, config.dataDir)) });
    const handle = testDb;
    const listen = async () => {
      const app = await buildApp({ db: handle.db, dbKind: handle.kind, config, clock });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    };
    const server: QuotationServer = {
      ...(await listen()),
      db: handle.db,
      restart: async () => {
        await server.app.close();
        Object.assign(server, await listen());
      },
      close: async () => {
        await server.app.close();
        await handle.drop();
        fs.rmSync(tmpDir, { recursive: true, force: true });
      },
    };
    return server;
  } catch (err) {
    await testDb?.drop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw err;
  }
}

let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export interface LineSpec {
  quantity?: string;
  bidPackage?: string | null;
  requiredArrivalDays?: number | null;
  description?: string;
}

export interface SourceSpec {
  /** Lines (default: two lines without packages). */
  lines?: LineSpec[];
  /** Term names (default: one term). */
  terms?: string[];
  invited?: string[];
  /** Any source column. */
  over?: Record<string, unknown>;
}

/** A published inquiry open for quotation by the clock: deadline in 2 days, opening in 3. */
export async function makeQuotableSource(db: Db, clock: Clock, spec: SourceSpec = {}) {
  const now = clock.now().getTime();
  const source = await makeSource(db, {
    quotation_date: new Date(now + 2 * DAY),
    opening_time: new Date(now + 3 * DAY),
    publish_date: new Date(now - DAY),
    quotation_kind: 'wz',
    invitation_only: (spec.invited?.length ?? 0) > 0,
    ...spec.over,
  });
  const sdb = sourcingDb(db);
  const lines = (spec.lines ?? [{}, {}]).map((l, i) => ({
    line_id: `${source.source_id}-L${i + 1}`,
    source_id: source.source_id,
    line_no: i + 1,
    description: l.description ?? `物料 ${i + 1}`,
    quantity: l.quantity ?? '2',
    unit: 'PCS',
    bid_package: l.bidPackage ?? null,
    required_arrival_days: l.requiredArrivalDays ?? null,
    item_code: `ITEM-${i + 1}`,
  }));
  if (lines.length) await sdb.insertInto('source_line').values(lines).execute();
  const terms = (spec.terms ?? ['付款条款']).map((name, i) => ({ term_id: `${source.source_id}-T${i + 1}`, source_id: source.source_id, term_no: i + 1, name, content: `${name}内容` }));
  if (terms.length) await sdb.insertInto('source_term').values(terms).execute();
  for (const supplierId of spec.invited ?? []) await sdb.insertInto('source_invitation').values({ source_id: source.source_id, supplier_id: supplierId, invited_at: clock.now() }).execute();
  return { ...source, lines, terms };
}

export type QuotableSource = Awaited<ReturnType<typeof makeQuotableSource>>;

/** A session token put straight into the token table, valid for a year of the test clock. */
export async function sessionFor(db: Db, clock: Clock, userId: string, kind: 'portal' | 'temp' = 'portal'): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('auth_token')
    .values({ token_hash: hashToken(token), refresh_hash: hashToken(`r${token}`), user_id: userId, kind, created_at: now, expires_at: new Date(now.getTime() + 365 * DAY) })
    .execute();
  return token;
}

export interface SupplierSession {
  supplierId: string;
  supplierName: string;
  userId: string;
  token: string;
}

/** A supplier (qualified unless said otherwise) with one portal user and a live session. */
export async function makeSupplierSession(db: Db, clock: Clock, over: Record<string, unknown> = {}): Promise<SupplierSession> {
  const supplier = await makeSupplier(db, { supplier_name: `报价供应商${next()}`, ...over });
  const user = await makeUser(db, { supplier_id: supplier.supplier_id, roles: 'supplier' });
  return { supplierId: supplier.supplier_id, supplierName: supplier.supplier_name, userId: user.user_id, token: await sessionFor(db, clock, user.user_id) };
}

export const P = '/isp/portal';

/** The supplier calls, as the client makes them: JSON bodies, the token and the language. */
export function supplierCalls(base: () => string) {
  const headers = (token: string | null, lang?: string) => ({ ...(token ? { 'isp-authorization': token } : {}), ...(lang ? { 'content-lang': lang } : {}) });
  const post = (path: string, token: string | null, json: unknown = {}, lang?: string) => call(base(), 'POST', `${P}${path}`, { json, headers: headers(token, lang) });
  const get = (path: string, token: string | null, params?: Record<string, string | number>, lang?: string) => call(base(), 'GET', `${P}${path}${params ? qs(params) : ''}`, { headers: headers(token, lang) });
  return {
    post,
    get,
    signUp: (token: string | null, sourceNum: string, bidPackageName?: string, lang?: string) =>
      bidPackageName === undefined ? post('/source/supplierSignUp', token, { sourceNum }, lang) : post('/source/supplierSignUpBidPackage', token, { sourceNum, bidPackageName }, lang),
    save: (token: string | null, body: unknown, round: 1 | 2 = 1, lang?: string) => post(round === 1 ? '/source/saveQuotation' : '/source/saveSecondQuotation', token, body, lang),
    send: (token: string | null, quotationId: string, idempotencyKey: string, round: 1 | 2 = 1, lang?: string) =>
      post(round === 1 ? '/source/updateQuotation' : '/source/updateSecondQuotation', token, { quotationId, type: 'send', idempotencyKey }, lang),
    cancel: (token: string | null, quotationId: string, round: 1 | 2 = 1, lang?: string) => post(round === 1 ? '/source/updateQuotation' : '/source/updateSecondQuotation', token, { quotationId, type: 'cancel' }, lang),
    find: (token: string | null, sourceId: string, quotationId?: string) => post('/source/findQuotationById', token, quotationId ? { sourceId, quotationId } : { sourceId }),
    findRound: (token: string | null, sourceId: string, quotationRound: number, quotationId?: string) => post('/source/findHisQuotationById', token, { sourceId, quotationRound, ...(quotationId ? { quotationId } : {}) }),
    openBidList: (token: string | null, sourceId: string, lang?: string) => get(`/plogin/getOpenBidList/${encodeURIComponent(sourceId)}`, token, undefined, lang),
    /** Uploads a small PDF to the quotation, filed as `fileBusinessType` (the bid document by default). */
    attach: (token: string, quotationId: string, fileBusinessType = 'BID_DOCUMENT', fileName = '投标文件.pdf') =>
      upload(base(), token, { fileName, contentType: 'application/pdf', head: PDF_HEAD, size: 4096, fields: { moduleCode: 'quotation', businessId: quotationId, businessType: 'quotation', fileBusinessType } }),
  };
}

/** A complete quotation of every line and term of the source at `price` (decimal string). */
export function fullQuotation(source: QuotableSource, price: string, over: { taxRate?: string; arrivalDays?: number; remark?: string } = {}) {
  return {
    sourceId: source.source_id,
    header: { offeror: '张三', validityDate: '2027-12-31', arrivalDays: 20, currency: 'CNY', ...(over.remark ? { remark: over.remark } : {}) },
    lines: source.lines.map((l) => ({ lineId: l.line_id, taxRate: over.taxRate ?? '13', unitPriceWithTax: price, brand: 'ACME', arrivalDays: over.arrivalDays ?? 10 })),
    terms: source.terms.map((t) => ({ termId: t.term_id, isAgree: true })),
  };
}

export const DAYS = (d: number) => d * DAY;

function humanTrace(target: number) {
  return Array.from({ length: 31 }, (_, i) => {
    const f = i / 30;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    return { t: i * 33 + (i % 3) * 4, x: Math.round(target * eased), y: [0, 1, 1, 2, 1, 0][i % 6] };
  });
}

/** A puzzle pass of the token's session (a supplier opens a source detail only with one; spec 01 §4). */
export async function puzzlePass(base: string, db: Db, token: string): Promise<string> {
  const headers = { 'isp-authorization': token };
  const puzzle = await call(base, 'POST', `${P}/plogin/getSliderPuzzle`, { headers });
  const puzzleId = puzzle.body.data.puzzleId as string;
  const { target_x: x } = await publicDb(db).selectFrom('slider_puzzle').select('target_x').where('puzzle_id', '=', puzzleId).executeTakeFirstOrThrow();
  const res = await call(base, 'POST', `${P}/plogin/checkSliderPuzzle`, { json: { puzzleId, x, trace: humanTrace(x) }, headers });
  if (res.status !== 200) throw new Error(`puzzle not solved: ${JSON.stringify(res.body)}`);
  return res.body.data.pass as string;
}
