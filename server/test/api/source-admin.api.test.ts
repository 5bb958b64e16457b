// The buyer's side of sourcing (issue 14): an operator publishes a source with its lines, packages,
// terms and invitations, and its notice appears on the home page; follows sign-ups and quotation
// statuses without ever seeing a price before the opening time; opens the bids once the server's
// clock has passed it; starts the second round; awards, which publishes the result notice. Every
// step is audited, and only an operator's token reaches any of it.
import { FixedClock } from '../../src/platform/clock';
import type { QuotationContent } from '../../src/modules/quotation/content';
import { sealQuotation } from '../../src/modules/quotation/sealing';
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { SOURCING_DEMO, seedSourcing } from '../../src/demo/sourcing';
import { makeSupplier } from './helpers/fixtures';
import { call, loginToken, operatorCall, operatorToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const NOW = new Date('2026-11-23T02:00:00Z');
const clock = new FixedClock(NOW);
let s: TestServer;
let operator: string;
beforeAll(async () => {
  s = await startTestServer({ clock });
  operator = await operatorToken(s.url);
});
afterAll(() => s?.close());

const en = { 'content-lang': 'en-US' };
const op = (path: string, json: unknown = {}, headers: Record<string, string> = en) => operatorCall(s.url, operator, path, json, headers);
/** Moves the server's clock; the operator logs in again, since a token lives for hours, not days. */
async function advance(ms: number) {
  clock.advance(ms);
  operator = await operatorToken(s.url);
}
const hours = (h: number) => new Date(clock.now().getTime() + h * 3600_000).toISOString();

function publishInput(over: Record<string, unknown> = {}) {
  return {
    sourceType: 'XJ',
    quotationKind: 'wz',
    title: '试验电厂阀门备件询价',
    titleEn: 'Test plant valve spares',
    method: 'OPEN',
    currency: 'CNY',
    queryDeadline: hours(24),
    endTime: hours(48),
    openingTime: hours(50),
    category: '物资',
    arrivalRequirement: 'days',
    arrivalDays: 30,
    budget: '120000.00',
    winType: 'item',
    description: '两个标包，按包报价。',
    lines: [
      { description: '截止阀', quantity: '4', unit: '台', bidPackage: '标包1', specification: 'DN50', requiredArrivalDays: 30 },
      { description: '止回阀', quantity: 2, unit: '台', bidPackage: '标包1' },
      { description: '密封填料', quantity: '10.5', unit: '千克', bidPackage: '标包2' },
    ],
    terms: [
      { name: '付款方式', content: '验收合格后付款' },
      { name: '质保', content: '12个月' },
    ],
    ...over,
  };
}

async function publish(over: Record<string, unknown> = {}) {
  const res = await op('/source/publish', publishInput(over));
  expect([res.status, res.body.msg]).toEqual([200, expect.any(String)]);
  expect(res.body.code).toBe(0);
  return res.body.data as { sourceId: string; sourceNum: string; infoId: string };
}

/** A sealed quotation of one supplier, written as the supplier's send would write it. */
async function sealedQuotation(sourceId: string, supplierId: string, round: 1 | 2, price: string) {
  const sdb = sourcingDb(s.db);
  const lines = await sdb.selectFrom('source_line').selectAll().where('source_id', '=', sourceId).orderBy('line_no').execute();
  const content: QuotationContent = {
    header: { offeror: 'Test offeror', validityDate: '2027-01-31', arrivalDays: 20, currency: 'CNY', totalWithTax: price, totalTax: '1.00' },
    lines: lines.map((l) => ({ lineId: l.line_id, lineNo: l.line_no, taxRate: '13', unitPriceWithTax: price, amountWithTax: price, tax: '1.00', brand: 'ACME', arrivalDays: 20 })),
    terms: [],
  };
  const binding = { source_id: sourceId, supplier_id: supplierId, round };
  const sealed = await sealQuotation(s.db, clock, binding, content);
  const id = `Q-T-${supplierId}-${round}-${Math.random().toString(36).slice(2, 8)}`;
  await sdb
    .insertInto('quotation')
    .values({ quotation_id: id, quotation_num: `BJ-T-${id}`, ...binding, status: 'sent', sealed, line_count: lines.length, digest: 'a'.repeat(64), created_at: clock.now(), saved_at: clock.now(), sent_at: clock.now(), cancelled_at: null, updated_by: 'test' })
    .execute();
  return id;
}

async function signUp(sourceId: string, supplierId: string, bidPackage = '') {
  await sourcingDb(s.db).insertInto('source_signup').values({ source_id: sourceId, supplier_id: supplierId, bid_package: bidPackage, user_id: 'test', signed_up_at: clock.now() }).execute();
}

describe('who reaches the operator sourcing calls', () => {
  const calls = ['/source/publish', '/source/list', '/source/detail', '/source/openBids', '/source/getOpenBidList', '/source/startSecondRound', '/source/award', '/clock/show', '/clock/set', '/clock/advance'];

  it('no token is 401; supplier and registering tokens are 403 on every call, before the body is read', async () => {
    const supplier = await loginToken(s.url, 'supplier01');
    const registering = await loginToken(s.url, 'register01');
    for (const path of calls) {
      expect([path, (await call(s.url, 'POST', `/isp/operator${path}`, { json: {} })).status]).toEqual([path, 401]);
      for (const token of [supplier, registering]) {
        const res = await call(s.url, 'POST', `/isp/operator${path}`, { json: { sourceId: SOURCING_DEMO.openWorks, ...publishInput(), supplierIds: ['SUP-0001'], ms: 1000 }, headers: { 'isp-authorization': token, ...en } });
        expect([path, res.status, res.body.msg]).toEqual([path, 403, 'You have no permission for this operation']);
      }
    }
    // Nothing happened: the demo source is still open, unawarded.
    expect((await op('/source/detail', { sourceId: SOURCING_DEMO.openWorks })).body.data).toMatchObject({ phase: 'quoting', awardedAt: null });
  });

  it('the clock cannot be moved on a portal without PORTAL_MOVABLE_CLOCK=1: 404, as if the calls did not exist', async () => {
    for (const [path, body] of [['/clock/show', {}], ['/clock/set', { at: '2027-01-01T00:00:00Z' }], ['/clock/advance', { ms: 86_400_000 }]] as const) {
      const res = await op(path, body);
      expect([path, res.status, res.body.msg]).toEqual([path, 404, expect.any(String)]);
    }
    expect(clock.now().toISOString()).toBe(NOW.toISOString());
  });
});

describe('publishing a source', () => {
  it('creates the source with its lines, packages and terms, and its notice on the inquiry tab, linked by number', async () => {
    const { sourceId, sourceNum, infoId } = await publish();
    expect(sourceNum).toMatch(/^XJ2026\d{4}$/);
    expect(sourceId).toBe(`S-${sourceNum}`);

    const detail = (await op('/source/detail', { sourceId })).body.data;
    expect(detail).toMatchObject({ sourceNum, status: 'PUBLISHED', phase: 'quoting', currentRound: 1, quotationKind: 'wz', budget: '120000.00', winType: 'item', signUpCount: 0, sentCount: 0, signUps: [], quotations: [] });
    expect(detail.lines.map((l: { quantity: string; bidPackage: string }) => [l.quantity, l.bidPackage])).toEqual([['4', '标包1'], ['2', '标包1'], ['10.5', '标包2']]);
    expect(detail.packages).toEqual([{ name: '标包1', lineCount: 2 }, { name: '标包2', lineCount: 1 }]);
    expect(detail.terms.map((t: { name: string }) => t.name)).toEqual(['付款方式', '质保']);

    // Public: the source's detail and its notice on the home page's inquiry list.
    const pub = await call(s.url, 'POST', '/isp/portal/plogin/getSourceDetail', { json: { sourceId } });
    expect(pub.body.data).toMatchObject({ sourceId, sourceNum });
    const home = await call(s.url, 'POST', '/isp/portal/plogin/getMainTop', { json: { type: 'inquiry', pageSize: 5 } });
    expect(home.body.records[0]).toMatchObject({ infoId, sourceNum, tab: 'inquiry', infoTitle: '试验电厂阀门备件询价' });
    const list = await call(s.url, 'POST', '/isp/portal/plogin/getDb', { json: { sourceNum } });
    expect(list.body.records.map((r: { sourceNum: string }) => r.sourceNum)).toEqual([sourceNum]);
  });

  it('each line carries its item code, specification, material and required date to the supplier (issue 33)', async () => {
    const line = { description: '闸阀', quantity: '3', unit: '台', itemCode: 'M-100234', specification: 'Z41H-16C DN100', material: 'WCB', requiredDate: '2027-02-15' };
    const { sourceId } = await publish({ lines: [line, { description: '垫片', quantity: '1' }] });
    const pub = await call(s.url, 'POST', '/isp/portal/plogin/getSourceDetail', { json: { sourceId } });
    expect(pub.body.data.lines[0]).toMatchObject({ itemCode: 'M-100234', specification: 'Z41H-16C DN100', material: 'WCB', requiredDate: '2027-02-15' });
    expect(pub.body.data.lines[1]).toMatchObject({ itemCode: null, material: null, requiredDate: null });
    const detail = (await op('/source/detail', { sourceId })).body.data;
    expect(detail.lines[0]).toMatchObject({ requiredDate: '2027-02-15' });
  });

  it('a sale goes to the sale tab, and numbers follow one another', async () => {
    const a = await publish({ sourceType: 'CS', quotationKind: 'cs', title: '试验废旧物资出售', lines: [{ description: '废钢', quantity: '12' }], terms: [] });
    const b = await publish({ sourceType: 'CS', quotationKind: 'cs', title: '试验废旧物资出售二', lines: [{ description: '废铜', quantity: '1' }] });
    expect(Number(b.sourceNum.slice(-4))).toBe(Number(a.sourceNum.slice(-4)) + 1);
    const home = await call(s.url, 'POST', '/isp/portal/plogin/getMainTop', { json: { type: 'inquiry', isSale: true, pageSize: 5 } });
    expect(home.body.records.map((r: { sourceNum: string }) => r.sourceNum)).toEqual(expect.arrayContaining([a.sourceNum, b.sourceNum]));
  });

  it('an invitation-only source records its invited suppliers', async () => {
    const invited = await makeSupplier(s.db);
    const { sourceId } = await publish({ invitationOnly: true, invitedSupplierIds: ['SUP-0001', invited.supplier_id], method: 'INVITE' });
    const detail = (await op('/source/detail', { sourceId })).body.data;
    expect(detail.invitationOnly).toBe(true);
    expect(detail.invitations.map((i: { supplierId: string }) => i.supplierId).sort()).toEqual(['SUP-0001', invited.supplier_id].sort());
  });

  it.each([
    ['times out of order', { endTime: hours(60), openingTime: hours(50) }, 'The times are out of order: the query deadline must not be later than the end time, and the end time not later than the opening time'],
    ['query deadline after the end', { queryDeadline: hours(49) }, 'The times are out of order: the query deadline must not be later than the end time, and the end time not later than the opening time'],
    ['an end time in the past', { queryDeadline: undefined, endTime: hours(-1) }, 'The end time must be in the future'],
    ['a sale quoted as material', { sourceType: 'CS' }, 'A sale (CS) is quoted as cs, an inquiry (XJ) as gc or wz'],
    ['packages on some lines only', { lines: [{ description: 'a', quantity: '1', bidPackage: 'P1' }, { description: 'b', quantity: '1' }] }, 'Either every line names a bid package or none does'],
    ['a zero quantity', { lines: [{ description: 'a', quantity: '0' }] }, 'Line 1: the quantity must be greater than 0'],
    ['invitation only without invitees', { invitationOnly: true }, 'An invitation-only source needs at least one invited supplier'],
    ['an unknown invitee', { invitedSupplierIds: ['SUP-NOPE'] }, 'Supplier SUP-NOPE does not exist'],
    ['arrival in days without days', { arrivalDays: undefined }, 'Arrival days are required when the arrival requirement is in days'],
    ['a time without a zone', { endTime: '2026-11-25T10:00:00' }, 'endTime has an invalid format'],
    ['a time that is no time', { openingTime: 'tomorrow' }, 'openingTime has an invalid format'],
    ['no lines', { lines: [] }, expect.stringContaining('lines')],
    ['a title too long', { title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    ['a control character', { title: 'bad\u0007title' }, expect.stringContaining('title')],
    ['an unknown field', { secretField: 1 }, 'body is invalid'],
    ['a negative arrival', { arrivalDays: -3 }, expect.stringContaining('arrivalDays')],
    ['a quantity with too many decimals', { lines: [{ description: 'a', quantity: '1.123456' }] }, 'lines.0.quantity has an invalid format'],
    ['a required date that is no date', { lines: [{ description: 'a', quantity: '1', requiredDate: '2027-13-01' }] }, 'lines.0.requiredDate has an invalid format'],
  ])('refuses %s with a message', async (_name, over, msg) => {
    const before = (await op('/source/list', { pageSize: 1 })).body.total;
    const res = await op('/source/publish', publishInput(over as Record<string, unknown>));
    expect([res.status, res.body.code, res.body.msg]).toEqual([400, 1, msg]);
    expect((await op('/source/list', { pageSize: 1 })).body.total).toBe(before);
  });

  it('words refusals in the caller language', async () => {
    const res = await op('/source/publish', publishInput({ endTime: hours(60), openingTime: hours(50) }), { 'content-lang': 'vi-VN' });
    expect(res.body.msg).toMatch(/^Thứ tự thời gian không đúng/);
    const zh = await op('/source/publish', publishInput({ endTime: hours(60), openingTime: hours(50) }), { 'content-lang': 'zh-CN' });
    expect(zh.body.msg).toMatch(/^时间顺序有误/);
  });
});

describe('from the opening to the award', () => {
  const PRICE_1 = '987654.32';
  const PRICE_2 = '876543.21';
  let sourceId: string;
  let sourceNum: string;
  let bidder: string;
  let other: string;

  beforeAll(async () => {
    ({ sourceId, sourceNum } = await publish({ title: '试验开标定标询价', lines: [{ description: '试验物资', quantity: '1' }] }));
    bidder = (await makeSupplier(s.db)).supplier_id;
    other = (await makeSupplier(s.db)).supplier_id;
    await signUp(sourceId, bidder);
    await signUp(sourceId, other);
    await sealedQuotation(sourceId, bidder, 1, PRICE_1);
  });

  it('before the opening time the list and the detail show sign-ups and statuses, never a price', async () => {
    const detail = await op('/source/detail', { sourceId });
    expect(detail.body.data.signUps.map((x: { supplierId: string }) => x.supplierId).sort()).toEqual([bidder, other].sort());
    expect(detail.body.data.quotations).toEqual([expect.objectContaining({ supplierId: bidder, round: 1, status: 'sent', digest: null })]);
    const list = await op('/source/list', { keyword: sourceNum });
    expect(list.body.records[0]).toMatchObject({ sourceNum, signUpCount: 2, sentCount: 1, phase: 'quoting' });
    for (const body of [detail.body, list.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(PRICE_1);
      expect(text).not.toContain('987654');
      expect(text).not.toMatch(/"sealed"|v1\./);
    }
  });

  it('opening, the summary, a second round and an award are refused before the opening time', async () => {
    const open = await op('/source/openBids', { sourceId });
    expect([open.status, open.body.msg]).toEqual([409, expect.stringMatching(/^Bids open at \d{4}-\d{2}-\d{2}T/)]);
    const summary = await op('/source/getOpenBidList', { sourceId });
    expect([summary.status, summary.body.msg]).toEqual([409, 'The bids of this source have not been opened yet']);
    const second = await op('/source/startSecondRound', { sourceId, deadline: hours(100), openingTime: hours(101) });
    expect([second.status, second.body.msg]).toEqual([409, 'The second round can start only after the bids are opened']);
    const award = await op('/source/award', { sourceId, supplierIds: [bidder] });
    expect([award.status, award.body.msg]).toEqual([409, 'A source can be awarded only after its bids are opened']);
    expect(JSON.stringify([open.body, summary.body, second.body, award.body])).not.toContain(PRICE_1);
  });

  it('once the clock passes the opening time the bids open, and the summary shows the price', async () => {
    await advance(51 * 3600_000);
    const open = await op('/source/openBids', { sourceId });
    expect(open.body.data).toEqual({ sourceId, round: 1, opened: 1 });
    const summary = await op('/source/getOpenBidList', { sourceId });
    expect(summary.body.data).toEqual([expect.objectContaining({ round: 1, supplierId: bidder, totalWithTax: PRICE_1, currency: 'CNY', validityDate: '2027-01-31', arrivalDays: 20 })]);
    expect(summary.body.data[0].canonical).toContain(PRICE_1);
    const detail = (await op('/source/detail', { sourceId })).body.data;
    expect(detail).toMatchObject({ phase: 'opened', openedAt: clock.now().toISOString() });
    expect(detail.quotations[0].digest).toBe('a'.repeat(64));
    // Opening again writes nothing new.
    expect((await op('/source/openBids', { sourceId })).body.data.opened).toBe(1);
    expect((await op('/source/getOpenBidList', { sourceId })).body.data).toHaveLength(1);
  });

  it('the second round starts only once, with a deadline in the future before its opening time', async () => {
    const past = await op('/source/startSecondRound', { sourceId, deadline: hours(-1), openingTime: hours(10) });
    expect([past.status, past.body.msg]).toEqual([400, 'The second-round deadline must be in the future and not later than its opening time']);
    const late = await op('/source/startSecondRound', { sourceId, deadline: hours(20), openingTime: hours(10) });
    expect(late.status).toBe(400);
    const bad = await op('/source/startSecondRound', { sourceId, deadline: 'soon', openingTime: hours(10) });
    expect([bad.status, bad.body.msg]).toEqual([400, 'deadline has an invalid format']);
    const started = await op('/source/startSecondRound', { sourceId, deadline: hours(24), openingTime: hours(25) });
    expect(started.body.data).toEqual({ sourceId, currentRound: 2, secondRoundDeadline: hours(24), openingTime: hours(25) });
    const again = await op('/source/startSecondRound', { sourceId, deadline: hours(30), openingTime: hours(31) });
    expect([again.status, again.body.msg]).toEqual([409, 'The second round of this source has already started']);
    expect((await op('/source/detail', { sourceId })).body.data).toMatchObject({ currentRound: 2, phase: 'quoting', openedAt: null, deadline: hours(24) });
    // The first round's summary stays readable.
    expect((await op('/source/getOpenBidList', { sourceId })).body.data).toHaveLength(1);
  });

  it('the second round is awarded after its own opening, to a bidder of that round, and the result notice is published', async () => {
    await sealedQuotation(sourceId, bidder, 2, PRICE_2);
    const early = await op('/source/award', { sourceId, supplierIds: [bidder] });
    expect(early.status).toBe(409);
    expect(JSON.stringify((await op('/source/detail', { sourceId })).body)).not.toContain(PRICE_2);
    await advance(26 * 3600_000);
    expect((await op('/source/openBids', { sourceId })).body.data).toEqual({ sourceId, round: 2, opened: 1 });
    const stranger = await op('/source/award', { sourceId, supplierIds: [bidder, other] });
    expect([stranger.status, stranger.body.msg]).toEqual([400, `Supplier ${other} sent no quotation in round 2 and cannot win`]);
    const award = await op('/source/award', { sourceId, supplierIds: [bidder], remark: '最低价' });
    expect(award.body.data).toMatchObject({ sourceId, sourceNum, status: 'AWARDED', round: 2, supplierIds: [bidder], infoId: `N-award-${sourceNum}` });
    const twice = await op('/source/award', { sourceId, supplierIds: [bidder] });
    expect([twice.status, twice.body.msg]).toEqual([409, 'This source has already been awarded']);

    const detail = (await op('/source/detail', { sourceId })).body.data;
    expect(detail).toMatchObject({ status: 'AWARDED', phase: 'awarded', awards: [expect.objectContaining({ supplierId: bidder, round: 2, remark: '最低价' })] });
    const results = await call(s.url, 'POST', '/isp/portal/plogin/getMainTop', { json: { type: 'result', pageSize: 5 } });
    expect(results.body.records[0]).toMatchObject({ infoId: `N-award-${sourceNum}`, sourceNum, tab: 'result' });
    const notice = await call(s.url, 'POST', '/isp/portal/plogin/getInfoById', { json: { infoId: `N-award-${sourceNum}` } });
    expect(notice.body.data.content).toContain('测试供应商');
    expect((await call(s.url, 'POST', '/isp/portal/plogin/getZb', { json: { sourceNum } })).body.records).toHaveLength(1);
  });

  it('every step is in the audit log, by the operator', async () => {
    const audit = await op('/getAuditList', { target: `source:${sourceId}` });
    const actions = audit.body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['source.publish', 'source.open', 'source.secondRound', 'source.award']));
    expect(audit.body.data.every((e: { actorKind: string; actorId: string }) => e.actorKind === 'operator' && e.actorId === 'U-0005')).toBe(true);
  });
});

describe('the sourcing demo', () => {
  it('has sources in every state, found by the operator list', async () => {
    const all = await op('/source/list', { pageSize: 100 });
    const byId = new Map(all.body.records.map((r: { sourceId: string }) => [r.sourceId, r]));
    const phase = (id: string) => (byId.get(id) as { phase: string } | undefined)?.phase;
    // The clock has moved on by 77 hours in the tests above; the demo's times are days apart.
    expect(phase(SOURCING_DEMO.openWithPackages)).toBe('quoting');
    expect(phase(SOURCING_DEMO.pastOpeningNotOpened)).toBe('openable');
    expect(phase(SOURCING_DEMO.opened)).toBe('opened');
    expect(phase(SOURCING_DEMO.awarded)).toBe('awarded');
    expect(phase(SOURCING_DEMO.awardedSale)).toBe('awarded');
    expect(byId.get(SOURCING_DEMO.secondRound)).toMatchObject({ currentRound: 2, phase: 'quoting' });
    // A source from before issue 14 has no opening time: once past its deadline it is closed.
    expect(phase('S-XJ20260002')).toBe('closed');
    const openable = await op('/source/list', { phase: 'openable', pageSize: 100 });
    expect(openable.body.records.map((r: { sourceId: string }) => r.sourceId)).toContain(SOURCING_DEMO.pastOpeningNotOpened);
    expect(openable.body.records.every((r: { phase: string }) => r.phase === 'openable')).toBe(true);
    const closed = await op('/source/list', { phase: 'closed', sourceType: 'XJ', pageSize: 100 });
    expect(closed.body.records.length).toBeGreaterThan(0);
    expect(closed.body.records.every((r: { phase: string; sourceType: string }) => r.phase === 'closed' && r.sourceType === 'XJ')).toBe(true);
    const sent = (await op('/source/detail', { sourceId: SOURCING_DEMO.sentQuotation })).body.data;
    expect(sent.quotations).toEqual(expect.arrayContaining([expect.objectContaining({ supplierId: 'SUP-0001', status: 'sent' }), expect.objectContaining({ supplierId: 'SUP-DEMO-A', status: 'draft' })]));
    const draft = (await op('/source/detail', { sourceId: SOURCING_DEMO.signedUpWithDraft })).body.data;
    expect(draft.signUps).toEqual([expect.objectContaining({ supplierId: 'SUP-0001', bidPackage: '标包A' })]);
    expect(draft.quotations).toEqual([expect.objectContaining({ status: 'draft' })]);
    expect((await op('/source/getOpenBidList', { sourceId: SOURCING_DEMO.opened })).body.data).toHaveLength(3);
    const results = await call(s.url, 'POST', '/isp/portal/plogin/getCsJggg', { json: { sourceNum: SOURCING_DEMO.awardedSale.slice(2) } });
    expect(results.body.records).toHaveLength(1);
  });

  it('is seeded once: a second run adds nothing', async () => {
    const before = (await op('/source/list', { pageSize: 1 })).body.total;
    expect(await seedSourcing(s.db, NOW)).toEqual({ sources: 13, created: 0 });
    expect((await op('/source/list', { pageSize: 1 })).body.total).toBe(before);
  });
});
