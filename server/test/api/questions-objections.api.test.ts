// Objections (issue 14, spec 02 §3, §4 "Objection status", §7 "Objections (GET)"): GET calls with
// their data in the JSON string oTenObjectionJson; draft → submitted → replied by the buyer →
// accepted or denied by the supplier; only its supplier ever reads one. Also the demo seed.
import { auditEntries } from '../../src/platform/audit';
import { FixedClock } from '../../src/platform/clock';
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { hasQuestionsDemo, seedQuestions } from '../../src/demo/questions';
import { call, loginToken, operatorCall, operatorToken, qs } from './helpers/http';
import { makeQuotableSource, makeSupplierSession, type QuotableSource, type SupplierSession } from './helpers/quotation-fixtures';
import { startTestServer, type TestServer } from './helpers/server';

const START = new Date('2026-11-24T08:00:00.000Z');
const clock = new FixedClock(START);
let s: TestServer;
let operator: string;
let alice: SupplierSession;
let bob: SupplierSession;

beforeAll(async () => {
  s = await startTestServer({ clock });
  operator = await operatorToken(s.url);
  alice = await makeSupplierSession(s.db, clock);
  bob = await makeSupplierSession(s.db, clock);
});
afterAll(() => s?.close());

const T = '/isp/portal/tenObjection';
const headers = (token: string | null, lang?: string) => ({ ...(token ? { 'isp-authorization': token } : {}), ...(lang ? { 'content-lang': lang } : {}) });
/** A GET with oTenObjectionJson (an object is sent as its JSON text; a string as it is). */
const get = (path: string, token: string | null, json: unknown, extra: Record<string, string | number> = {}, lang?: string) =>
  call(s.url, 'GET', `${T}${path}${qs({ ...extra, ...(json === undefined ? {} : { oTenObjectionJson: typeof json === 'string' ? json : JSON.stringify(json) }) })}`, { headers: headers(token, lang) });
const save = (token: string, json: unknown, lang?: string) => get('/insertOrUpdateTenObjection', token, json, {}, lang);
const submit = (token: string, json: unknown, lang?: string) => get('/insertOrUpdateTenObjectionByISP', token, json, {}, lang);
const decide = (token: string, id: string, status: string, lang?: string) => get('/updateTenObjectionStatusByISP', token, { id, status }, {}, lang);
const byId = (token: string | null, id: string) => call(s.url, 'GET', `${T}/getTenObjectionById/${encodeURIComponent(id)}`, { headers: headers(token) });
const list = (token: string, filter: unknown = {}, current = 1, size = 10) => get('/getIspTenObjectionListByPage', token, filter, { current, size });
const op = (path: string, json: unknown = {}, lang?: string) => operatorCall(s.url, operator, path, json, lang ? { 'content-lang': lang } : {});

async function source(signedUp: SupplierSession[]): Promise<QuotableSource> {
  const src = await makeQuotableSource(s.db, clock);
  for (const who of signedUp) await sourcingDb(s.db).insertInto('source_signup').values({ source_id: src.source_id, supplier_id: who.supplierId, bid_package: '', user_id: who.userId, signed_up_at: clock.now() }).execute();
  return src;
}

const objection = (src: QuotableSource, over: Record<string, unknown> = {}) => ({ sourceId: src.source_id, title: '对评审结果的异议', content: '请说明评分细则。', ...over });

describe('an objection from draft to the supplier’s answer', () => {
  it('is saved as a draft, changed, submitted, replied by the buyer and accepted by the supplier', async () => {
    const src = await source([alice]);
    const draft = await save(alice.token, objection(src, { content: '' }));
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', sourceNum: src.source_num, reply: null, submittedAt: null });
    expect(draft.body.data.objectionNum).toMatch(/^YY20261124\d{4}$/);
    const id = draft.body.data.id;

    const incomplete = await submit(alice.token, { id }, 'en-US');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.msg).toBe('oTenObjectionJson.content is required');
    const sent = await submit(alice.token, { id, title: '对评审结果的异议', content: '请公布评分细则。' });
    expect(sent.body.data).toMatchObject({ id, status: 'submitted', content: '请公布评分细则。', submittedAt: START.toISOString() });
    const locked = await save(alice.token, { id, content: '改' }, 'en-US');
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe('This objection has been submitted and can no longer be changed');

    // Accepting before there is a reply is refused.
    const early = await decide(alice.token, id, 'accepted', 'en-US');
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('This objection has no reply to accept or deny');

    const waiting = await op('/tenObjection/list', { state: 'toReply', sourceNum: src.source_num });
    expect(waiting.body.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(waiting.body.records[0]).toMatchObject({ supplierId: alice.supplierId, status: 'submitted' });
    const replied = await op('/tenObjection/reply', { id, reply: '评分细则见询价文件第三章。' });
    expect(replied.body.data).toMatchObject({ status: 'replied', reply: '评分细则见询价文件第三章。', replier: '王敏 · 能源集团物资采购中心', replyTime: START.toISOString() });
    expect((await op('/tenObjection/reply', { id, reply: '再答' })).status).toBe(409);

    const accepted = await decide(alice.token, id, 'accepted');
    expect(accepted.body.data).toMatchObject({ status: 'accepted', decisionTime: START.toISOString() });
    expect((await decide(alice.token, id, 'denied')).status).toBe(409);
    expect((await byId(alice.token, id)).body.data.status).toBe('accepted');
    expect((await op('/tenObjection/detail', { id })).body.data).toMatchObject({ status: 'accepted', supplierName: alice.supplierName });
    expect((await auditEntries(s.db, { target: `objection:${id}` })).map((e) => e.action)).toEqual(['objection.accept', 'objection.reply', 'objection.submit']);
  });

  it('a reply can be denied', async () => {
    const src = await source([alice]);
    const { id } = (await submit(alice.token, objection(src))).body.data;
    await op('/tenObjection/reply', { id, reply: '维持原结果。' });
    const denied = await decide(alice.token, id, 'denied');
    expect(denied.body.data.status).toBe('denied');
    expect((await op('/tenObjection/list', { state: 'denied', sourceNum: src.source_num })).body.total).toBe(1);
  });

  it('only a signed-up, qualified supplier raises one; the buyer never sees drafts', async () => {
    const src = await source([alice]);
    const refused = await submit(bob.token, objection(src), 'en-US');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Sign up for this source before raising a query or an objection');
    const inactive = await makeSupplierSession(s.db, clock, { activated: false });
    const theirs = await source([inactive]);
    const notQualified = await submit(inactive.token, objection(theirs), 'en-US');
    expect(notQualified.status).toBe(403);
    expect(notQualified.body.msg).toBe('You are currently not a qualified supplier');
    expect((await get('/insertOrUpdateTenObjection', null, objection(src))).status).toBe(401);

    const draft = (await save(alice.token, objection(src))).body.data;
    expect((await op('/tenObjection/detail', { id: draft.id })).status).toBe(404);
    expect((await op('/tenObjection/reply', { id: draft.id, reply: 'x' })).status).toBe(404);
    expect((await op('/tenObjection/list', { sourceNum: src.source_num })).body.total).toBe(0);
  });
});

describe('oTenObjectionJson', () => {
  it('is parsed and checked like a body: JSON object, known fields, types, lengths, no control characters or markup', async () => {
    const src = await source([alice]);
    const cases: [unknown, string][] = [
      ['{not json', 'oTenObjectionJson must be a JSON object'],
      ['[1,2]', 'oTenObjectionJson must be a JSON object'],
      ['"text"', 'oTenObjectionJson must be a JSON object'],
      [objection(src, { title: 'x'.repeat(201) }), 'oTenObjectionJson.title must be at most 200 characters'],
      [objection(src, { content: { nested: true } }), 'oTenObjectionJson.content must be string'],
      [objection(src, { content: 'a\u0000b' }), ''],
      [objection(src, { content: '<img src=x onerror=alert(1)>' }), ''],
    ];
    for (const [json, msg] of cases) {
      const res = await save(alice.token, json, 'en-US');
      expect(res.status).toBe(400);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await decide(alice.token, 'YY-x', 'maybe')).status).toBe(400);
    expect((await get('/updateTenObjectionStatusByISP', alice.token, { status: 'accepted' })).status).toBe(400);
    expect((await get('/insertOrUpdateTenObjection', alice.token, undefined)).status).toBe(400);
    // An address holds about 16 KB: longer texts go as POST, the same parameter in the body.
    const long = '异'.repeat(4000);
    const posted = await call(s.url, 'POST', `${T}/insertOrUpdateTenObjection`, { json: { oTenObjectionJson: JSON.stringify(objection(src, { content: long })) }, headers: headers(alice.token) });
    expect(posted.body.data.content).toBe(long);
    const tooLong = await call(s.url, 'POST', `${T}/insertOrUpdateTenObjection`, { json: { oTenObjectionJson: JSON.stringify(objection(src, { content: long + '异' })) }, headers: headers(alice.token, 'en-US') });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('oTenObjectionJson.content must be at most 4000 characters');
    expect((await call(s.url, 'POST', `${T}/insertOrUpdateTenObjection`, { json: { oTenObjectionJson: 'x'.repeat(16_001) }, headers: headers(alice.token) })).status).toBe(400);
    // Fields the client sends back with the record are ignored.
    const ok = await save(alice.token, { ...objection(src), status: 'accepted', reply: 'self-made', createdAt: 'x' });
    expect(ok.body.data).toMatchObject({ status: 'draft', reply: null });
  });

  it('the list pages with current and size and filters by status and number', async () => {
    const carol = await makeSupplierSession(s.db, clock);
    const src = await source([carol]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      ids.push((await submit(carol.token, objection(src, { title: `异议 ${i}` }))).body.data.id);
    }
    clock.advance(1000);
    const draft = (await save(carol.token, objection(src, { title: '草稿' }))).body.data;
    const first = await list(carol.token, {}, 1, 2);
    expect(first.body).toMatchObject({ code: 0, total: 4 });
    expect(first.body.records.map((r: { id: string }) => r.id)).toEqual([draft.id, ids[2]]);
    expect((await list(carol.token, {}, 2, 2)).body.records.map((r: { id: string }) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await list(carol.token, { status: 'draft' })).body.records.map((r: { id: string }) => r.id)).toEqual([draft.id]);
    const num = (await byId(carol.token, ids[0])).body.data.objectionNum;
    expect((await list(carol.token, { objectionNum: num })).body.records.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect((await get('/getIspTenObjectionListByPage', carol.token, undefined, { current: 1, size: 10 })).body.total).toBe(4);
    expect((await list(carol.token, { status: 'closed' })).status).toBe(400);
    expect((await get('/getIspTenObjectionListByPage', carol.token, {}, { current: 0, size: 10 })).status).toBe(400);
  });
});

describe("one supplier's objections are never another's", () => {
  it('a second supplier cannot read, list, change, submit, accept or deny the first one\'s objection', async () => {
    const src = await source([alice, bob]);
    const secret = `秘密异议 ${src.source_num}`;
    const draft = (await save(alice.token, objection(src, { title: secret }))).body.data;
    const sent = (await submit(alice.token, objection(src, { title: secret }))).body.data;
    await op('/tenObjection/reply', { id: sent.id, reply: '答复' });
    for (const id of [draft.id, sent.id]) {
      const read = await byId(bob.token, id);
      expect(read.status).toBe(404);
      expect(JSON.stringify(read.body)).not.toContain(secret);
    }
    expect((await save(bob.token, { id: draft.id, content: '改掉' })).status).toBe(404);
    expect((await submit(bob.token, { id: draft.id, title: 't', content: 'c' })).status).toBe(404);
    expect((await decide(bob.token, sent.id, 'accepted')).status).toBe(404);
    expect((await decide(bob.token, sent.id, 'denied')).status).toBe(404);
    const theirs = await list(bob.token, { sourceNum: src.source_num });
    expect(theirs.body).toMatchObject({ records: [], total: 0 });
    expect(JSON.stringify(theirs.body)).not.toContain(secret);
    expect((await byId(alice.token, sent.id)).body.data).toMatchObject({ status: 'replied', title: secret });
    expect((await byId(alice.token, draft.id)).body.data).toMatchObject({ status: 'draft', content: '请说明评分细则。' });
  });
});

describe('the demo seed', () => {
  it("gives supplier01 its queries, clarifications and objections in every state, and never another bidder's", async () => {
    // The demo seed (run by the test server) already holds them: seeding again adds nothing.
    expect(await hasQuestionsDemo(s.db)).toBe(true);
    expect((await seedQuestions(s.db, clock.now())).created).toBe(0);
    const token = await loginToken(s.url);
    const queries = await call(s.url, 'POST', '/isp/portal/zycq/findListZycq', { json: { pageSize: 50 }, headers: { 'isp-authorization': token } });
    const ids = queries.body.records.map((r: { zycqId: string }) => r.zycqId).sort();
    expect(ids).toEqual(['ZC-DEMO-0001', 'ZC-DEMO-0002', 'ZQ-DEMO-0001', 'ZQ-DEMO-0002', 'ZQ-DEMO-0003']);
    const objections = await call(s.url, 'GET', `${T}/getIspTenObjectionListByPage?current=1&size=50`, { headers: { 'isp-authorization': token } });
    expect(objections.body.records.map((r: { status: string }) => r.status).sort()).toEqual(['accepted', 'draft', 'replied', 'submitted']);
    expect((await op('/zycq/list', { state: 'toReply' })).body.records.map((r: { zycqId: string }) => r.zycqId)).toEqual(expect.arrayContaining(['ZQ-DEMO-0002', 'ZQ-DEMO-0004']));
  });
});
