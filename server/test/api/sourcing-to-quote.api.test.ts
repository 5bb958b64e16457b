// One truth about "to be quoted" and the results a supplier is told (issue 33). The supplier
// centre's 待报价 count and the lists' 待报价 tab hold the same sources (signed up, online, the round
// open, round 2 only after a round-1 send, nothing sent in the round); round 2 is offered exactly to
// the suppliers the server takes it from, and a refusal names its rule; after the opening each
// bidder learns its rank and the number of bidders (nobody before), after the award whether it won.
import { FixedClock } from '../../src/platform/clock';
import { DAYS, fullQuotation, makeQuotableSource, makeSupplierSession, puzzlePass, startQuotationServer, supplierCalls, type QuotableSource, type QuotationServer, type SupplierSession } from './helpers/quotation-fixtures';
import { operatorCall, operatorToken } from './helpers/http';

jest.setTimeout(180_000);

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);
let first: SupplierSession;
let second: SupplierSession;
let bystander: SupplierSession;
let stranger: SupplierSession;
let src: QuotableSource;
let sale: QuotableSource;
let sealed: QuotableSource;
let keys = 0;

async function send(who: SupplierSession, source: QuotableSource, price: string, round: 1 | 2 = 1) {
  const saved = await api.save(who.token, fullQuotation(source, price), round);
  expect(saved.status).toBe(200);
  expect((await api.attach(who.token, saved.body.data.quotationId)).status).toBe(200);
  const sent = await api.send(who.token, saved.body.data.quotationId, `to-quote-${Date.now()}-${keys++}`, round);
  expect([sent.status, sent.body.msg]).toEqual([200, '执行成功']);
  return sent.body.data;
}

type Todo = { items: { kind: string; count: number }[]; sources: { sourceId: string; round: number }[] };
async function todo(who: SupplierSession): Promise<Todo> {
  const res = await api.post('/user/getTodoList', who.token);
  expect(res.status).toBe(200);
  return res.body.data as Todo;
}
const toQuoteCount = (t: Todo) => t.items.find((i) => i.kind === 'sourcesToQuote')!.count;
async function listTab(who: SupplierSession, tab: string, call = '/plogin/getDb') {
  const res = await api.post(call, who.token, { tab, pageSize: 100 });
  expect(res.status).toBe(200);
  return res.body as { total: number; records: Record<string, unknown>[] };
}
/** The to-do's sources and the two lists' 待报价 tabs, side by side. */
async function bothCounts(who: SupplierSession) {
  const t = await todo(who);
  const [xj, cs] = [await listTab(who, 'toQuote'), await listTab(who, 'toQuote', '/plogin/getFeiYiFaDb')];
  const listed = [...xj.records, ...cs.records].map((r) => r.sourceId as string).sort();
  return { count: toQuoteCount(t), todo: t.sources.map((x) => x.sourceId).sort(), listed, listTotal: xj.total + cs.total };
}
async function detailMe(who: SupplierSession, source: QuotableSource) {
  const res = await api.post('/plogin/getSourceDetail', who.token, { sourceId: source.source_id, puzzlePass: await puzzlePass(s.url, s.db, who.token) });
  expect(res.status).toBe(200);
  return res.body.data.me as Record<string, unknown>;
}
const op = async (path: string, json: unknown) => operatorCall(s.url, await operatorToken(s.url), path, json, { 'content-lang': 'en-US' });

beforeAll(async () => {
  s = await startQuotationServer(clock);
  [first, second, bystander, stranger] = await Promise.all([0, 1, 2, 3].map(() => makeSupplierSession(s.db, clock)));
  src = await makeQuotableSource(s.db, clock, { lines: [{ quantity: '2' }] });
  sale = await makeQuotableSource(s.db, clock, { lines: [{ quantity: '1' }], over: { source_type: 'CS', quotation_kind: 'cs' } });
  sealed = await makeQuotableSource(s.db, clock, { lines: [{ quantity: '1' }], over: { sealed_mail: true } });
  for (const who of [first, second, bystander]) expect((await api.signUp(who.token, src.source_num)).status).toBe(200);
  expect((await api.signUp(first.token, sale.source_num)).status).toBe(200);
  // A sealed-mail source is not quoted online: its sign-up, if any, must not make it "to be quoted".
  await api.signUp(first.token, sealed.source_num);
});
afterAll(() => s?.close());

describe('to be quoted: one count for the to-do and the lists', () => {
  it('holds the signed-up, open sources with nothing sent, and agrees with both lists', async () => {
    const c = await bothCounts(first);
    expect(c.todo).toEqual([sale.source_id, src.source_id].sort());
    expect(c.listed).toEqual(c.todo);
    expect(c.count).toBe(2);
    expect(c.listTotal).toBe(2);
    // The stranger signed up to nothing: nothing to quote, in either place.
    const none = await bothCounts(stranger);
    expect([none.count, none.listTotal, none.listed]).toEqual([0, 0, []]);
  });

  it('a sent quotation leaves the count of its sender only; a draft does not', async () => {
    const draft = await api.save(second.token, fullQuotation(src, '100'));
    expect(draft.status).toBe(200);
    expect((await bothCounts(second)).todo).toEqual([src.source_id]);
    await send(first, src, '90');
    await send(second, src, '100');
    const f = await bothCounts(first);
    expect([f.count, f.todo, f.listed]).toEqual([1, [sale.source_id], [sale.source_id]]);
    const b = await bothCounts(bystander);
    expect([b.count, b.listed]).toEqual([1, [src.source_id]]);
  });

  it('offers "withdraw" data only through the quotation state: the list says sent or draft per supplier', async () => {
    const rows = (await listTab(first, 'registered')).records;
    expect(rows.find((r) => r.sourceId === src.source_id)).toMatchObject({ myStatus: 'sent', mayQuoteRound2: false, roundTwoRefusal: 'secondRoundNotOpen' });
  });
});

describe('before the opening, nothing of the results', () => {
  it('neither a rank nor a count of bidders, to a bidder or anyone', async () => {
    for (const who of [first, second, bystander, stranger]) {
      const me = await detailMe(who, src);
      expect({ opening: me.opening, isWinner: me.isWinner }).toEqual({ opening: null, isWinner: null });
    }
    const text = JSON.stringify(await listTab(first, 'registered'));
    expect(text).not.toContain('"bidders"');
  });
});

describe('after the opening: rank and bidders; round 2 as the server takes it', () => {
  beforeAll(async () => {
    clock.advance(DAYS(3) + 60_000);
    const opened = await op('/source/openBids', { sourceId: src.source_id });
    expect(opened.status).toBe(200);
  });

  it('each bidder its own rank among two; the bystander (no quotation) and the stranger get none', async () => {
    expect((await detailMe(first, src)).opening).toEqual({ round: 1, rank: 1, bidders: 2 });
    expect((await detailMe(second, src)).opening).toEqual({ round: 1, rank: 2, bidders: 2 });
    expect((await detailMe(bystander, src)).opening).toBeNull();
    expect((await detailMe(stranger, src)).opening).toBeNull();
    const mine = (await listTab(second, 'registered')).records.find((r) => r.sourceId === src.source_id);
    expect(mine).toMatchObject({ opening: { rank: 2, bidders: 2 } });
    // "My quotations" (opened history): each its own row with its rank; the bystander has none.
    const history = async (who: SupplierSession) => (await api.get('/plogin/getsuOpendHistory', who.token, { page: 1, pageSize: 10 })).body.records as Record<string, unknown>[];
    expect(await history(first)).toEqual([expect.objectContaining({ sourceId: src.source_id, round: 1, rank: 1, bidders: 2, isWinner: null })]);
    expect(await history(second)).toEqual([expect.objectContaining({ sourceId: src.source_id, round: 1, rank: 2, bidders: 2 })]);
    expect(await history(bystander)).toEqual([]);
  });

  it('round 2 is offered to round-1 senders only, and the refusal names the rule', async () => {
    const now = clock.now().getTime();
    const started = await op('/source/startSecondRound', { sourceId: src.source_id, deadline: new Date(now + DAYS(1)).toISOString(), openingTime: new Date(now + DAYS(2)).toISOString() });
    expect(started.status).toBe(200);
    expect(await detailMe(first, src)).toMatchObject({ mayQuoteRound2: true, roundTwoRefusal: null });
    expect(await detailMe(bystander, src)).toMatchObject({ mayQuoteRound2: false, roundTwoRefusal: 'notSentInFirstRound' });
    // The to-do and the lists: round 2 for the first, not for the bystander.
    const f = await todo(first);
    expect(f.sources.find((x) => x.sourceId === src.source_id)).toMatchObject({ round: 2, mayQuoteRound2: true });
    const b = await bothCounts(bystander);
    expect([b.count, b.listed]).toEqual([0, []]);
    // What the server answers agrees, in each language.
    const refusals = await Promise.all(['zh-CN', 'en-US', 'vi-VN'].map((lang) => api.save(bystander.token, fullQuotation(src, '1'), 2, lang)));
    expect(refusals.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(refusals.map((r) => r.body.msg)).toEqual([
      '第二轮报价仅限第一轮已发送报价的供应商参加，您未在第一轮发送报价',
      'Only suppliers that sent a quotation in round 1 may quote in round 2; you sent none in round 1',
      'Chỉ nhà cung cấp đã gửi báo giá ở vòng 1 mới được báo giá vòng 2; bạn chưa gửi báo giá ở vòng 1',
    ]);
    expect((await api.save(first.token, fullQuotation(src, '80'), 2)).status).toBe(200);
  });
});

describe('after the award', () => {
  beforeAll(async () => {
    await send(first, src, '80', 2);
    clock.advance(DAYS(2) + 60_000);
    expect((await op('/source/openBids', { sourceId: src.source_id })).status).toBe(200);
    const awarded = await op('/source/award', { sourceId: src.source_id, supplierIds: [first.supplierId] });
    expect(awarded.status).toBe(200);
  });

  it('the winner is told it won, with the result notice; the other bidder that it did not', async () => {
    const won = await detailMe(first, src);
    expect(won).toMatchObject({ isWinner: true, awardNotice: { noticeCode: expect.stringContaining(src.source_num), ggTypeName: 'jggg' } });
    expect(won.opening).toEqual({ round: 2, rank: 1, bidders: 1 });
    const lost = await detailMe(second, src);
    expect(lost).toMatchObject({ isWinner: false });
    expect((await detailMe(stranger, src)).isWinner).toBe(false);
    const row = (await listTab(second, 'registered')).records.find((r) => r.sourceId === src.source_id);
    expect(row).toMatchObject({ isWinner: false });
    // The notice the link names exists.
    const { noticeCode, ggTypeName } = won.awardNotice as { noticeCode: string; ggTypeName: string };
    const notice = await api.get('/tenderNotice/getMainPageInfoByNum', null, { noticeCode, ggTypeName });
    expect(notice.status).toBe(200);
  });

  it('the to-do tells each bidder the award, with the notice; a non-bidder has none', async () => {
    type Award = { sourceId: string; isWinner: boolean; awardNotice: unknown };
    const awardsOf = async (who: SupplierSession) => ((await api.post('/user/getTodoList', who.token)).body.data.awards as Award[]).filter((a) => a.sourceId === src.source_id);
    expect(await awardsOf(first)).toEqual([expect.objectContaining({ isWinner: true, awardNotice: expect.objectContaining({ ggTypeName: 'jggg' }) })]);
    expect(await awardsOf(second)).toEqual([expect.objectContaining({ isWinner: false })]);
    expect(await awardsOf(stranger)).toEqual([]);
  });

  it('an awarded source is to be quoted by nobody', async () => {
    // (The sale's deadline passed too, by now.)
    const c = await bothCounts(first);
    expect([c.count, c.todo, c.listed]).toEqual([0, [], []]);
  });
});
