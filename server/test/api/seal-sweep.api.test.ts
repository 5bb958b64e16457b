// Sealed means sealed (issue 34): quotations with distinctive values are sent, then EVERY route of
// the server's own route table (so a route added later is swept too) is called as every identity
// that is not the owner — a rival bidder, the buyer's operator, a visitor, a registering user and a
// shell user — with the ids of the sealed quotation, its source and its files in whatever fields the
// route knows, before the deadline and after it, in both rounds. Every body, header and unzipped
// export is searched for the prices, amounts, totals, brands and other texts, the digests, the salts
// and the file names. The owner's own calls are searched too and must find them: the search is real.
import { createHash, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { RouteEntry } from '../../src/platform/route-table';
import { FixedClock } from '../../src/platform/clock';
import { hashToken } from '../../src/modules/session/tokens';
import { openSeal } from '../../src/modules/quotation/sealing';
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { operatorCall, operatorToken } from './helpers/http';
import { DAYS, makeQuotableSource, makeSupplierSession, startQuotationServer, supplierCalls, type QuotableSource, type QuotationServer, type SupplierSession } from './helpers/quotation-fixtures';

jest.setTimeout(600_000);

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);
let owner: SupplierSession;
let rival: SupplierSession;
let src: QuotableSource;
/** The round the source is in (the sweep fills `round` fields with it). */
let currentRound = 1;

const HIGH = { PORTAL_RATE_LIMIT_LOGIN: '1000000', PORTAL_RATE_LIMIT_CODE: '1000000', PORTAL_RATE_LIMIT_PUZZLE: '1000000' };

beforeAll(async () => {
  s = await startQuotationServer(clock, HIGH);
  owner = await makeSupplierSession(s.db, clock);
  rival = await makeSupplierSession(s.db, clock);
  src = await makeQuotableSource(s.db, clock, { lines: [{ quantity: '3' }, { quantity: '7' }] });
  for (const who of [owner, rival]) expect((await api.signUp(who.token, src.source_num)).status).toBe(200);
});
afterAll(() => s?.close());

/** The values that mark one round's quotation of the owner; every one is searched for. */
function marks(round: number) {
  const tag = `Q${round}Z${randomBytes(3).toString('hex').toUpperCase()}`;
  return {
    // Digits no other value of the portal has: seven random ones before a fixed fraction.
    price: `${round}${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}.37`,
    brand: `BRAND${tag}`,
    offeror: `OFFER${tag}`,
    remark: `REMARK${tag}`,
    lineRemark: `LINE${tag}`,
    difference: `DIFF${tag}`,
    fileName: `BIDFILE${tag}`,
    sheetName: `SHEET${tag}`,
  };
}

/** Sends a quotation of the round full of marks, with a bid document and a quotation sheet; answers what must stay sealed. */
async function sendMarked(who: SupplierSession, round: 1 | 2, m: ReturnType<typeof marks>) {
  const saved = await api.save(
    who.token,
    {
      sourceId: src.source_id,
      header: { offeror: m.offeror, validityDate: '2027-12-31', arrivalDays: 20, currency: 'CNY', remark: m.remark },
      lines: src.lines.map((l) => ({ lineId: l.line_id, taxRate: '13', unitPriceWithTax: m.price, brand: m.brand, arrivalDays: 11, supplierRemark: m.lineRemark })),
      terms: src.terms.map((t) => ({ termId: t.term_id, isAgree: false, difference: m.difference })),
    },
    round,
  );
  expect(saved.status).toBe(200);
  const quotationId = saved.body.data.quotationId as string;
  const bid = await api.attach(who.token, quotationId, 'BID_DOCUMENT', `${m.fileName}.pdf`);
  const sheet = await api.attach(who.token, quotationId, 'QUOTATION', `${m.sheetName}.pdf`);
  const fileIds = [bid, sheet].map((r) => (r.body as { data: { fileId: string } }).data.fileId);
  const sent = await api.send(who.token, quotationId, `sweep-${round}-${randomBytes(4).toString('hex')}`, round);
  expect(sent.status).toBe(200);
  const row = await sourcingDb(s.db).selectFrom('quotation').selectAll().where('quotation_id', '=', quotationId).executeTakeFirstOrThrow();
  const { content, salt } = await openSeal(s.db, clock, row, { kind: 'owner', supplierId: who.supplierId });
  const digest = sent.body.data.digest as string;
  const needles = [
    m.price,
    ...content.lines.flatMap((l) => [l.amountWithTax, l.tax]),
    content.header.totalWithTax,
    content.header.totalTax,
    m.brand,
    m.offeror,
    m.remark,
    m.lineRemark,
    m.difference,
    m.fileName,
    m.sheetName,
    // The digest whole and cut (a listing may show a prefix), and the salt.
    digest,
    digest.slice(0, 12),
    salt!,
  ];
  return { quotationId, fileIds, needles, digest, quotationNum: sent.body.data.quotationNum as string };
}

// ---- identities -------------------------------------------------------------------------------

type Identity = 'rival' | 'operator' | 'visitor' | 'registering' | 'shell' | 'owner';

async function userIdOf(userName: string): Promise<{ user_id: string; user_kind: string }> {
  return s.db.selectFrom('app_user').select(['user_id', 'user_kind']).where('user_name', '=', userName).executeTakeFirstOrThrow();
}

/** A fresh session per call, so a route that ends the session (logout) takes nothing from the next one. */
async function freshToken(userId: string, kind: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = clock.now();
  await s.db
    .insertInto('auth_token')
    .values({ token_hash: hashToken(token), refresh_hash: hashToken(`r${token}`), user_id: userId, kind, created_at: now, expires_at: new Date(now.getTime() + DAYS(365)) } as never)
    .execute();
  return token;
}

let users: Record<Exclude<Identity, 'visitor'>, { user_id: string; user_kind: string }>;
async function tokenOf(who: Identity): Promise<string | null> {
  if (who === 'visitor') return null;
  users ??= {
    owner: { user_id: owner.userId, user_kind: 'portal' },
    rival: { user_id: rival.userId, user_kind: 'portal' },
    operator: await userIdOf('operator01'),
    registering: await userIdOf('register01'),
    shell: await userIdOf('shelladmin'),
  };
  const u = users[who];
  return freshToken(u.user_id, u.user_kind);
}

// ---- requests from the route table ------------------------------------------------------------

interface Ids {
  quotationId: string;
  fileIds: string[];
}

/** What a field of this name gets: the sealed records' ids where it names one, a search for the brand where it searches. */
function valuesFor(field: string, ids: Ids, brand: string): unknown[] {
  const f = field.toLowerCase();
  if (f.includes('quotation') && f.endsWith('id')) return [ids.quotationId];
  if (f === 'quotationround' || f === 'round') return [currentRound];
  if (f.includes('sourcenum') || f === 'num' || f === 'sourcecode') return [src.source_num];
  if (f.includes('source')) return [src.source_id];
  if (f.includes('file') || f.includes('attachment')) return ids.fileIds;
  if (f.includes('supplier')) return [owner.supplierId];
  if (f === 'keyword' || f === 'keywords' || f === 'key' || f === 'q' || f === 'searchvalue') return [brand];
  if (f === 'page' || f === 'current') return [1];
  if (f === 'pagesize' || f === 'size' || f === 'limit') return [100];
  // A bare id may mean any of them: each is tried.
  if (f === 'id' || f === 'businessid' || f.endsWith('id')) return [ids.quotationId, src.source_id, ...ids.fileIds];
  return [];
}

/** The parameter sets to send a route: one per choice of its id-like fields (each field walks its values). */
function paramSets(route: RouteEntry, ids: Ids, brand: string): Record<string, unknown>[] {
  const choices = route.fields.map((f) => [f, valuesFor(f, ids, brand)] as const).filter(([, v]) => v.length > 0);
  const passes = Math.max(1, ...choices.map(([, v]) => v.length));
  return Array.from({ length: passes }, (_, i) => Object.fromEntries(choices.map(([f, v]) => [f, v[Math.min(i, v.length - 1)]])));
}

function urlOf(route: RouteEntry, params: Record<string, unknown>): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? src.source_id))).replace(/\*$/, 'x');
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}

// ---- searching what comes back ------------------------------------------------------------------

/** Every entry of a zip (an xlsx export) as text; nothing when the bytes are not a zip. */
function unzipped(bytes: Buffer): string[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || bytes.readUInt32LE(0) !== 0x04034b50) return [];
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const texts: string[] = [];
  for (let i = 0; i < entries && bytes.readUInt32LE(at) === 0x02014b50; i++) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    texts.push(method === 8 ? inflateRawSync(data).toString('utf8') : data.toString('utf8'));
    at += 46 + skip;
  }
  return texts;
}

interface Seen {
  status: number;
  text: string;
}

async function fetchAll(method: string, url: string, token: string | null, params: Record<string, unknown>): Promise<Seen> {
  const headers: Record<string, string> = { 'content-lang': 'en-US', ...(token ? { 'isp-authorization': token } : {}) };
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (method !== 'GET' && method !== 'DELETE') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(params);
  }
  const res = await fetch(s.url + url, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  const headerText = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  return { status: res.status, text: [headerText, bytes.toString('utf8'), bytes.toString('latin1'), ...unzipped(bytes)].join('\n') };
}

interface Found {
  who: Identity;
  route: string;
  status: number;
  needle: string;
}

/** Calls every route of the table as `who` and answers every needle found in what came back. */
async function sweep(who: Identity, ids: Ids, needles: string[], brand: string, only: (r: RouteEntry) => boolean = () => true): Promise<{ found: Found[]; calls: number }> {
  const found: Found[] = [];
  let calls = 0;
  const routes = s.app.routeTable.filter((r) => r.method !== 'OPTIONS' && only(r));
  const jobs = routes.flatMap((route) => paramSets(route, ids, brand).map((params) => ({ route, params })));
  // Four at a time: the sweep is thousands of calls.
  for (let i = 0; i < jobs.length; i += 4) {
    await Promise.all(
      jobs.slice(i, i + 4).map(async ({ route, params }) => {
        const seen = await fetchAll(route.method, urlOf(route, params), await tokenOf(who), params);
        calls++;
        for (const needle of needles) if (seen.text.includes(needle)) found.push({ who, route: `${route.method} ${route.url}`, status: seen.status, needle });
      }),
    );
  }
  return { found, calls };
}

const OUTSIDERS: Identity[] = ['rival', 'operator', 'visitor', 'registering', 'shell'];

async function sweepAll(ids: Ids, needles: string[], brand: string) {
  const results = await Promise.all(OUTSIDERS.map((who) => sweep(who, ids, needles, brand)));
  return { found: results.flatMap((r) => r.found), calls: results.reduce((n, r) => n + r.calls, 0) };
}

describe('nothing of a sealed quotation reaches anyone but its owner before the opening', () => {
  let round1: Awaited<ReturnType<typeof sendMarked>>;
  let marks1: ReturnType<typeof marks>;

  beforeAll(async () => {
    marks1 = marks(1);
    round1 = await sendMarked(owner, 1, marks1);
    // The rival bids too, so it sweeps as a bidder of the same source.
    await sendMarked(rival, 1, marks(1));
  });

  it('the owner\'s own calls find its marks: the search sees what a leak would show, unzipped exports too', async () => {
    // Its reads and exports only: the owner may delete its own files, which would leave less to find.
    const found = await sweep('owner', round1, round1.needles, marks1.brand, (r) => /find|export/i.test(r.url));
    expect(found.found.map((f) => f.route)).toContain('GET /isp/portal/source/exportQuotation');
    const routes = new Set(found.found.map((f) => f.route));
    expect(routes).toContain('POST /isp/portal/source/findQuotationById');
    for (const needle of [marks1.price, marks1.brand, round1.digest]) expect(found.found.map((f) => f.needle)).toContain(needle);
  });

  it('before the deadline: every route, every other identity, nothing found', async () => {
    const { found, calls } = await sweepAll(round1, round1.needles, marks1.brand);
    expect(calls).toBeGreaterThan(s.app.routeTable.length * OUTSIDERS.length);
    expect(found).toEqual([]);
  });

  it('after the deadline and before the opening: nothing found, and the operator cannot open early', async () => {
    clock.set(new Date((src.quotation_date as Date).getTime() + 60_000));
    const early = await operatorCall(s.url, await operatorToken(s.url), '/source/openBids', { sourceId: src.source_id });
    expect(early.status).toBe(409);
    const { found } = await sweepAll(round1, round1.needles, marks1.brand);
    expect(found).toEqual([]);
  });

  it('round 2: with round 1 opened, nothing of a round-2 quotation (no digest to test a guess against) before its opening', async () => {
    clock.set(new Date(((src as unknown as { opening_time: Date }).opening_time).getTime() + 60_000));
    const operator = await operatorToken(s.url);
    expect((await operatorCall(s.url, operator, '/source/openBids', { sourceId: src.source_id })).status).toBe(200);
    const at = clock.now().getTime();
    const second = await operatorCall(s.url, operator, '/source/startSecondRound', { sourceId: src.source_id, deadline: new Date(at + DAYS(1)).toISOString(), openingTime: new Date(at + DAYS(2)).toISOString() });
    expect(second.status).toBe(200);
    currentRound = 2;
    const marks2 = marks(2);
    const round2 = await sendMarked(owner, 2, marks2);
    // Round 1 is open now: its values may be shown; round 2's may not, before and after its deadline.
    const before = await sweepAll(round2, round2.needles, marks2.brand);
    expect(before.found).toEqual([]);
    clock.set(new Date(at + DAYS(1) + 60_000));
    const after = await sweepAll(round2, round2.needles, marks2.brand);
    expect(after.found).toEqual([]);
    // The audit log holds the round-2 digest only once round 2 is opened.
    clock.set(new Date(at + DAYS(2) + 60_000));
    const later = await operatorToken(s.url);
    expect((await operatorCall(s.url, later, '/source/openBids', { sourceId: src.source_id })).status).toBe(200);
    const log = await operatorCall(s.url, later, '/getAuditList', { limit: 200 });
    expect(JSON.stringify(log.body)).toContain(round2.digest);
    // After both openings a bidder recomputes both receipts from the summary's canonical texts.
    const summary = (await api.openBidList(rival.token, src.source_id)).body.data as { quotationNum: string; canonical: string; digest: string; round: number }[];
    for (const receipt of [round1, round2]) {
      const row = summary.find((r) => r.quotationNum === receipt.quotationNum)!;
      expect(row.digest).toBe(receipt.digest);
      expect(createHash('sha256').update(row.canonical, 'utf8').digest('hex')).toBe(receipt.digest);
      expect(JSON.parse(row.canonical)).toMatchObject({ v: 2, salt: expect.stringMatching(/^[0-9a-f]{64}$/) });
    }
  });
});
