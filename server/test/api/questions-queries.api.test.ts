// Queries and clarifications (issue 14, spec 02 §3, §7): numbering, temp save and submit before the
// source's query deadline (moved by the server's clock), the buyer's reply and clarifications, and
// what one supplier can never see of another's.
import fc from 'fast-check';
import { auditEntries } from '../../src/platform/audit';
import { parseOperatorCommand, runOperatorCommand } from '../../src/modules/approvals/commands';
import { formatOperatorResult } from '../../src/modules/approvals/command-output';
import { questionCommandFromArgs } from '../../src/modules/questions/commands';
import { FixedClock } from '../../src/platform/clock';
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { call, operatorCall, operatorToken } from './helpers/http';
import { makeUser } from './helpers/fixtures';
import { makeQuotableSource, makeSupplierSession, sessionFor, type QuotableSource, type SupplierSession } from './helpers/quotation-fixtures';
import { startTestServer, type TestServer } from './helpers/server';

const HOUR = 3_600_000;
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
afterEach(() => clock.set(START));

const headers = (token: string | null, lang?: string) => ({ ...(token ? { 'isp-authorization': token } : {}), ...(lang ? { 'content-lang': lang } : {}) });
const post = (path: string, token: string | null, json: unknown = {}, lang?: string) => call(s.url, 'POST', `/isp/portal${path}`, { json, headers: headers(token, lang) });
const getCategories = (token: string | null, id: string) => call(s.url, 'GET', `/isp/portal/source/getSouCategoryByZycqId?questionClarificationId=${encodeURIComponent(id)}`, { headers: headers(token) });
const op = (path: string, json: unknown = {}) => operatorCall(s.url, operator, path, json);

/** A source open for queries for 6 hours (query deadline), signed up to by the given suppliers. */
async function source(signedUp: SupplierSession[], lines?: { bidPackage?: string }[]): Promise<QuotableSource> {
  const src = await makeQuotableSource(s.db, clock, { lines, over: { query_deadline: new Date(clock.now().getTime() + 6 * HOUR) } });
  for (const who of signedUp) {
    const packages = [...new Set(src.lines.map((l) => l.bid_package ?? ''))];
    await sourcingDb(s.db).insertInto('source_signup').values(packages.map((bid_package) => ({ source_id: src.source_id, supplier_id: who.supplierId, bid_package, user_id: who.userId, signed_up_at: clock.now() }))).execute();
  }
  return src;
}

const query = (src: QuotableSource, over: Record<string, unknown> = {}) => ({ header: { sourceId: src.source_id, title: '交货期疑问', content: '能否分批交货？', ...over } });

async function submitted(who: SupplierSession, src: QuotableSource, over: Record<string, unknown> = {}) {
  const res = await post('/source/submitZy', who.token, query(src, over));
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('numbering', () => {
  it('getZyNum gives ZY, the day and a sequence, the same number until a query takes it', async () => {
    const src = await source([alice]);
    const first = await post('/zycq/getZyNum', alice.token);
    expect(first.body.data).toMatch(/^ZY20261124\d{4}$/);
    expect((await post('/zycq/getZyNum', alice.token)).body.data).toBe(first.body.data);

    const saved = await post('/source/saveZy', alice.token, query(src, { questionClarificationNum: first.body.data }));
    expect(saved.body.data).toMatchObject({ questionClarificationNum: first.body.data, status: 'draft', type: 'question', mine: true });
    const second = await post('/zycq/getZyNum', alice.token);
    expect(Number(second.body.data.slice(-4))).toBeGreaterThan(Number(first.body.data.slice(-4)));
  });

  it("a number reserved for one supplier cannot be taken by another, and numbers never repeat", async () => {
    const src = await source([alice, bob]);
    const reserved = (await post('/zycq/getZyNum', alice.token)).body.data;
    const stolen = await post('/source/saveZy', bob.token, query(src, { questionClarificationNum: reserved }), 'en-US');
    expect(stolen.status).toBe(409);
    expect(stolen.body.msg).toContain('not one reserved for you');
    const nums = await Promise.all([1, 2, 3].map(async () => (await post('/source/saveZy', bob.token, query(src))).body.data.questionClarificationNum));
    expect(new Set([...nums, reserved]).size).toBe(4);
  });
});

describe('saving and submitting a query', () => {
  it('a draft is saved, changed and submitted; it then waits for its reply and cannot change', async () => {
    const src = await source([alice], [{ bidPackage: '标包1' }, { bidPackage: '标包2' }]);
    const draft = await post('/source/saveZy', alice.token, query(src, { content: '', bidPackages: ['标包2'] }));
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', replyStatus: null, submittedAt: null, bidPackages: ['标包2'], sourceNum: src.source_num, deadline: new Date(START.getTime() + 6 * HOUR).toISOString() });
    const id = draft.body.data.zycqId;

    // A draft may be incomplete; a submission may not.
    const incomplete = await post('/source/submitZy', alice.token, { header: { zycqId: id } }, 'en-US');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.msg).toBe('content is required');

    const changed = await post('/source/saveZy', alice.token, { header: { zycqId: id, title: '交货期', content: '第一批能否先交一半？', bidPackages: ['标包1', '标包2'] } });
    expect(changed.body.data).toMatchObject({ zycqId: id, questionClarificationNum: draft.body.data.questionClarificationNum, content: '第一批能否先交一半？', status: 'draft' });

    clock.advance(HOUR);
    const sent = await post('/source/submitZy', alice.token, { header: { zycqId: id, title: '交货期', content: '第一批能否先交一半？', bidPackages: ['标包1'] } });
    expect(sent.body.data).toMatchObject({ status: 'submitted', replyStatus: 'toReply', submittedAt: new Date(START.getTime() + HOUR).toISOString(), bidPackages: ['标包1'] });
    const again = await post('/source/saveZy', alice.token, { header: { zycqId: id, content: '改' } }, 'en-US');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This query has been submitted and can no longer be changed');
    expect((await auditEntries(s.db, { target: `zycq:${id}` })).map((e) => e.action)).toEqual(['zycq.submit']);
  });

  it('a query names only bid packages of its source, and stays on its source', async () => {
    const src = await source([alice], [{ bidPackage: '标包1' }]);
    const other = await source([alice]);
    const unknown = await post('/source/saveZy', alice.token, query(src, { bidPackages: ['标包9'] }), 'en-US');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('This source has no bid package 标包9');
    const draft = (await post('/source/saveZy', alice.token, query(src))).body.data;
    const moved = await post('/source/saveZy', alice.token, { header: { zycqId: draft.zycqId, sourceId: other.source_id } });
    expect(moved.status).toBe(400);
  });

  it("a query after the source's query deadline is refused by the server's clock, in the caller's language", async () => {
    const src = await source([alice]);
    const draft = (await post('/source/saveZy', alice.token, query(src))).body.data;
    clock.advance(6 * HOUR);
    const deadline = new Date(START.getTime() + 6 * HOUR).toISOString();
    const en = await post('/source/submitZy', alice.token, { header: { zycqId: draft.zycqId } }, 'en-US');
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ code: 1, msg: `The query deadline (${deadline}) has passed: no more queries can be raised` });
    const vi = await post('/source/submitZy', alice.token, query(src), 'vi-VN');
    expect(vi.status).toBe(409);
    expect(vi.body.msg).toBe(`Đã quá hạn gửi câu hỏi (${deadline}): không thể gửi thêm câu hỏi`);
    // One millisecond before, it was still open.
    clock.set(new Date(START.getTime() + 6 * HOUR - 1));
    expect((await post('/source/submitZy', alice.token, { header: { zycqId: draft.zycqId } })).body.data.status).toBe('submitted');
  });

  it('without a query deadline the end time closes queries', async () => {
    const src = await source([alice]);
    await sourcingDb(s.db).updateTable('source').set({ query_deadline: null }).where('source_id', '=', src.source_id).execute();
    clock.set(new Date(src.quotation_date.getTime() + 1));
    expect((await post('/source/submitZy', alice.token, query(src))).status).toBe(409);
  });

  it('only a signed-up, qualified supplier may raise a query; visitors and registering users are refused', async () => {
    const src = await source([alice]);
    const notSignedUp = await post('/source/submitZy', bob.token, query(src), 'en-US');
    expect(notSignedUp.status).toBe(403);
    expect(notSignedUp.body.msg).toBe('Sign up for this source before raising a query or an objection');

    const inactive = await makeSupplierSession(s.db, clock, { activated: false });
    const withInactive = await source([inactive]);
    const refused = await post('/source/submitZy', inactive.token, query(withInactive), 'vi-VN');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Bạn hiện không phải là nhà cung cấp đủ điều kiện');
    expect((await post('/zycq/getZyNum', inactive.token)).status).toBe(403);

    expect((await post('/source/submitZy', null, query(src))).status).toBe(401);
    expect((await post('/zycq/findListZycq', null)).status).toBe(401);
    const temp = await makeUser(s.db, { user_kind: 'temp' });
    expect((await post('/zycq/findListZycq', await sessionFor(s.db, clock, temp.user_id, 'temp'))).status).toBe(403);
    expect((await post('/source/submitZy', alice.token, { header: { title: 'x', content: 'y' } })).status).toBe(400);
    expect((await post('/source/submitZy', alice.token, query(src, { sourceId: 'S-NOPE' }))).status).toBe(404);
  });

  it('refuses unbounded or malformed input', async () => {
    const src = await source([alice]);
    expect((await post('/source/saveZy', alice.token, query(src, { title: 'x'.repeat(201) }))).status).toBe(400);
    expect((await post('/source/saveZy', alice.token, query(src, { content: 'x'.repeat(4001) }))).status).toBe(400);
    expect((await post('/source/saveZy', alice.token, query(src, { content: 'a\u0000b' }))).status).toBe(400);
    expect((await post('/source/saveZy', alice.token, query(src, { content: '<script>x</script>' }))).status).toBe(400);
    expect((await post('/source/saveZy', alice.token, query(src, { bidPackages: Array.from({ length: 51 }, (_, i) => `p${i}`) }))).status).toBe(400);
    expect((await post('/source/saveZy', alice.token, query(src, { questionClarificationNum: 'XX1' }))).status).toBe(400);
    expect((await post('/zycq/findListZycq', alice.token, { type: 'other' })).status).toBe(400);
    // Line breaks are text.
    expect((await post('/source/saveZy', alice.token, query(src, { content: '第一行\n第二行' }))).body.data.content).toBe('第一行\n第二行');
  });
});

describe("the buyer's reply", () => {
  it('the buyer lists the queries to reply to, replies once, and the supplier reads the reply', async () => {
    const src = await source([alice]);
    const q = await submitted(alice, src, { title: `回复流程 ${src.source_num}` });
    const draft = (await post('/source/saveZy', alice.token, query(src, { title: '草稿不给采购方看' }))).body.data;

    const toReply = await op('/zycq/list', { state: 'toReply', sourceNum: src.source_num });
    expect(toReply.status).toBe(200);
    expect(toReply.body.records.map((r: { zycqId: string }) => r.zycqId)).toEqual([q.zycqId]);
    expect(toReply.body.records[0]).toMatchObject({ supplierId: alice.supplierId, supplierName: alice.supplierName, replyStatus: 'toReply' });
    expect((await op('/zycq/detail', { zycqId: draft.zycqId })).status).toBe(404);

    clock.advance(2 * HOUR);
    operator = await operatorToken(s.url);
    const replied = await op('/zycq/reply', { zycqId: q.zycqId, reply: '可以分两批交货。' });
    expect(replied.body.data).toMatchObject({ replyStatus: 'replied', reply: '可以分两批交货。', replier: '王敏 · 能源集团物资采购中心', replyTime: new Date(START.getTime() + 2 * HOUR).toISOString() });
    const twice = await operatorCall(s.url, operator, '/zycq/reply', { zycqId: q.zycqId, reply: '再答' }, { 'content-lang': 'en-US' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This query has already been replied to');

    const mine = await post('/zycq/findZyCqById', alice.token, { zycqId: q.zycqId });
    expect(mine.body.data).toMatchObject({ reply: '可以分两批交货。', replyStatus: 'replied', replier: '王敏 · 能源集团物资采购中心', mine: true });
    const repliedList = await post('/zycq/findListZycq', alice.token, { sourceNum: src.source_num, replyStatus: 'replied' });
    expect(repliedList.body.records.map((r: { zycqId: string }) => r.zycqId)).toEqual([q.zycqId]);
    const waiting = await post('/zycq/findListZycq', alice.token, { sourceNum: src.source_num, replyStatus: 'toReply' });
    expect(waiting.body.records).toEqual([]);
    expect((await op('/zycq/list', { state: 'replied', sourceNum: src.source_num })).body.total).toBe(1);

    const entries = await auditEntries(s.db, { target: `zycq:${q.zycqId}` });
    expect(entries[0]).toMatchObject({ action: 'zycq.reply', actorKind: 'operator' });
  });

  it("a clarification reaches the suppliers signed up to its source, and no one else", async () => {
    const src = await source([alice, bob]);
    const carol = await makeSupplierSession(s.db, clock);
    const published = await op('/zycq/publishClarification', { sourceId: src.source_num, title: '澄清：交货地点', content: '交货地点改为二号仓库。' });
    expect(published.status).toBe(200);
    const c = published.body.data;
    expect(c).toMatchObject({ type: 'clarification', status: 'submitted', sourceId: src.source_id, supplierId: null });
    expect(c.questionClarificationNum).toMatch(/^CQ20261124\d{4}$/);

    for (const who of [alice, bob]) {
      const list = await post('/zycq/findListZycq', who.token, { sourceNum: src.source_num, type: 'clarification' });
      expect(list.body.records.map((r: { zycqId: string }) => r.zycqId)).toEqual([c.zycqId]);
      expect(list.body.records[0]).toMatchObject({ mine: false, title: '澄清：交货地点' });
      expect((await post('/zycq/findZyCqById', who.token, { zycqId: c.zycqId })).status).toBe(200);
    }
    const outsider = await post('/zycq/findZyCqById', carol.token, { zycqId: c.zycqId });
    expect(outsider.status).toBe(404);
    expect(JSON.stringify(outsider.body)).not.toContain('交货地点');
    expect((await post('/zycq/findListZycq', carol.token, { sourceNum: src.source_num })).body).toMatchObject({ records: [], total: 0 });
    expect((await getCategories(carol.token, c.zycqId)).status).toBe(404);
    // A clarification is no query to reply to, nor a draft to edit.
    expect((await op('/zycq/reply', { zycqId: c.zycqId, reply: 'x' })).status).toBe(409);
    expect((await post('/source/saveZy', alice.token, { header: { zycqId: c.zycqId, content: 'x' } })).status).toBe(404);
    expect((await auditEntries(s.db, { target: `zycq:${c.zycqId}` }))[0]).toMatchObject({ action: 'zycq.clarify' });
  });

  it('getSouCategoryByZycqId gives the source packages, marking those the query concerns', async () => {
    const src = await source([alice], [{ bidPackage: '标包1' }, { bidPackage: '标包2' }, { bidPackage: '标包2' }]);
    const q = (await post('/source/saveZy', alice.token, query(src, { bidPackages: ['标包2'] }))).body.data;
    const res = await getCategories(alice.token, q.zycqId);
    expect(res.body.data).toEqual({
      sourceId: src.source_id,
      sourceNum: src.source_num,
      category: null,
      packages: [
        { name: '标包1', lineCount: 1, selected: false },
        { name: '标包2', lineCount: 2, selected: true },
      ],
    });
  });
});

describe("one supplier's queries are never another's", () => {
  it('a second supplier cannot read, list, change or submit the first one\'s query', async () => {
    const src = await source([alice, bob]);
    const secret = `秘密质疑 ${src.source_num}`;
    const draft = (await post('/source/saveZy', alice.token, query(src, { title: secret }))).body.data;
    const sent = await submitted(alice, src, { title: secret });
    for (const id of [draft.zycqId, sent.zycqId]) {
      const read = await post('/zycq/findZyCqById', bob.token, { zycqId: id });
      expect(read.status).toBe(404);
      expect(JSON.stringify(read.body)).not.toContain(secret);
      expect((await getCategories(bob.token, id)).status).toBe(404);
    }
    expect((await post('/source/saveZy', bob.token, { header: { zycqId: draft.zycqId, content: '改掉' } })).status).toBe(404);
    expect((await post('/source/submitZy', bob.token, { header: { zycqId: draft.zycqId, title: 't', content: 'c' } })).status).toBe(404);
    const list = await post('/zycq/findListZycq', bob.token, { sourceNum: src.source_num });
    expect(list.body).toMatchObject({ records: [], total: 0 });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // Still the first supplier's, unchanged.
    expect((await post('/zycq/findZyCqById', alice.token, { zycqId: draft.zycqId })).body.data).toMatchObject({ title: secret, status: 'draft' });
  });

  it("supplier tokens are refused on the buyer's calls, and no token is told to log in", async () => {
    for (const path of ['/zycq/list', '/zycq/detail', '/zycq/reply', '/zycq/publishClarification', '/tenObjection/list', '/tenObjection/reply']) {
      expect((await operatorCall(s.url, alice.token, path, {})).status).toBe(403);
      expect((await call(s.url, 'POST', `/isp/operator${path}`, { json: {} })).status).toBe(401);
    }
    // And the buyer's token is refused on the supplier's.
    expect((await post('/zycq/findListZycq', operator)).status).toBe(403);
  });
});

describe('the operator commands (pnpm portal)', () => {
  const fail = (message: string): never => {
    throw new Error(message);
  };
  const ctx = () => ({ db: s.db, dbKind: 'pglite' as const, config: s.config, clock });
  const cli = { kind: 'cli' as const, id: 'tester' };
  const run = async (args: string[]) => {
    const cmd = questionCommandFromArgs(args[0] as never, args.slice(1), fail);
    // As the local door takes it from the CLI: the shape checked again.
    expect(parseOperatorCommand(JSON.parse(JSON.stringify(cmd)))).toEqual(cmd);
    return formatOperatorResult(cmd, await runOperatorCommand(ctx(), cmd, cli));
  };

  it('list, show and reply to queries, publish a clarification, list and reply to objections, audited as the CLI user', async () => {
    const src = await source([alice]);
    const q = await submitted(alice, src, { title: `命令行 ${src.source_num}` });
    expect(await run(['questions', '--state', 'toReply', '--source', src.source_num])).toContain(q.questionClarificationNum);
    expect(await run(['question', q.questionClarificationNum])).toContain('not replied yet');
    expect(await run(['question-reply', q.zycqId, '--reply', '可以。'])).toContain('reply by 采购方 / Buyer / Bên mua');
    expect(await run(['clarify', src.source_num, '--title', '澄清', '--content', '内容'])).toMatch(/^published: clarification CQ\d{12}/);
    expect(await run(['questions', '--source', src.source_num])).toMatch(/2 \(newest first\)/);

    const objection = await call(s.url, 'GET', `/isp/portal/tenObjection/insertOrUpdateTenObjectionByISP?oTenObjectionJson=${encodeURIComponent(JSON.stringify({ sourceId: src.source_id, title: '异议', content: '内容' }))}`, { headers: headers(alice.token) });
    expect(await run(['objections', '--state', 'toReply', '--source', src.source_num])).toContain(objection.body.data.objectionNum);
    expect(await run(['objection-reply', objection.body.data.objectionNum, '--reply', '已答复'])).toContain(': replied');
    expect(await run(['objection', objection.body.data.id])).toContain('reply by 采购方 / Buyer / Bên mua');
    expect((await auditEntries(s.db, { target: `objection:${objection.body.data.id}` }))[0]).toMatchObject({ action: 'objection.reply', actorKind: 'cli', actorId: 'tester' });
  });

  it('refuses arguments it cannot read, in one line', () => {
    expect(() => questionCommandFromArgs('questions', ['--state', 'later'], fail)).toThrow(/questions: check the arguments/);
    expect(() => questionCommandFromArgs('clarify', ['S-1', '--title', 't'], fail)).toThrow(/clarify/);
    expect(() => questionCommandFromArgs('objection-reply', ['YY1'], fail)).toThrow(/objection-reply/);
    expect(parseOperatorCommand({ name: 'question-reply', id: 'x', reply: 'r'.repeat(4001) })).toBeNull();
  });
});

describe('hostile input', () => {
  it('no question or objection call answers 5xx, whatever it is sent', async () => {
    const hostile = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('\u0000', '\uD800', '1e20', '-1', '0', '{', '[]', '{"id":1e20}', '{"title":"\\u0000"}', '{"status":"accepted","id":"x"}', 'null'), fc.integer(), fc.boolean());
    const paths: [string, string][] = [
      ['POST', '/zycq/findListZycq'], ['POST', '/zycq/findZyCqById'], ['POST', '/zycq/getZyNum'], ['POST', '/source/saveZy'], ['POST', '/source/submitZy'],
      ['GET', '/source/getSouCategoryByZycqId'], ['GET', '/tenObjection/insertOrUpdateTenObjection'], ['POST', '/tenObjection/insertOrUpdateTenObjectionByISP'],
      ['GET', '/tenObjection/updateTenObjectionStatusByISP'], ['GET', '/tenObjection/getIspTenObjectionListByPage'],
    ];
    const field = fc.constantFrom('zycqId', 'questionClarificationId', 'oTenObjectionJson', 'current', 'size', 'page', 'header', 'bidPackages', 'sourceId', 'type', 'replyStatus');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.dictionary(field, hostile, { maxKeys: 3 }), async ([method, path], params) => {
        const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
        const res = method === 'GET'
          ? await call(s.url, 'GET', `/isp/portal${path}?${query}`, { headers: headers(alice.token) })
          : await call(s.url, 'POST', `/isp/portal${path}`, { json: params, headers: headers(alice.token) });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
