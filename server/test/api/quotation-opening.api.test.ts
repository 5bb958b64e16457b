// Sealed until the bids open (issue 14): before the opening time no call answers another
// supplier's quotation — not its prices, not even that it exists (404, the same as a record that
// never was). After the opening time, by the server's clock, every bidder reads the summary with
// each quotation's canonical text, whose SHA-256 is the digest of that bidder's receipt.
import { createHash } from 'node:crypto';
import { FixedClock } from '../../src/platform/clock';
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { DAYS, fullQuotation, makeQuotableSource, makeSupplierSession, puzzlePass, startQuotationServer, supplierCalls, type QuotableSource, type QuotationServer, type SupplierSession } from './helpers/quotation-fixtures';

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);
let first: SupplierSession;
let second: SupplierSession;
let bystander: SupplierSession;
let src: QuotableSource;
const FIRST_PRICE = '87654.321';
const FIRST_REMARK = 'remark-only-the-first-wrote';
const receipts: Record<string, { quotationId: string; quotationNum: string; digest: string; sentAt: string }> = {};

let keys = 0;
const newKey = () => `open-${Date.now()}-${keys++}`;

async function sendFull(who: SupplierSession, price: string, remark?: string) {
  expect((await api.signUp(who.token, src.source_num)).status).toBe(200);
  const saved = await api.save(who.token, fullQuotation(src, price, { remark }));
  expect(saved.status).toBe(200);
  expect((await api.attach(who.token, saved.body.data.quotationId)).status).toBe(200);
  const sent = await api.send(who.token, saved.body.data.quotationId, newKey());
  expect(sent.status).toBe(200);
  return sent.body.data;
}

beforeAll(async () => {
  s = await startQuotationServer(clock);
  [first, second, bystander] = [await makeSupplierSession(s.db, clock), await makeSupplierSession(s.db, clock), await makeSupplierSession(s.db, clock)];
  src = await makeQuotableSource(s.db, clock, { lines: [{ quantity: '2' }, { quantity: '1' }] });
  receipts.first = await sendFull(first, FIRST_PRICE, FIRST_REMARK);
  receipts.second = await sendFull(second, '12345.678');
  // The bystander signs up but sends nothing.
  await api.signUp(bystander.token, src.source_num);
});
afterAll(() => s?.close());

describe('before the opening time', () => {
  it('another supplier cannot read, send, cancel or copy the first\'s quotation: 404 like a missing one', async () => {
    const theirs = receipts.first.quotationId;
    const missing = 'Q-00000000-0000-0000-0000-000000000000';
    const pairs: [string, (id: string) => Promise<{ status: number; body: unknown }>][] = [
      ['find', (id) => api.find(second.token, src.source_id, id)],
      ['findRound', (id) => api.findRound(second.token, src.source_id, 1, id)],
      ['send', (id) => api.send(second.token, id, newKey())],
      ['cancel', (id) => api.cancel(second.token, id)],
      ['copy', (id) => api.post('/source/copyFileOfTheFirstQuo', second.token, { businessId: id })],
    ];
    for (const [name, ask] of pairs) {
      const [other, none] = [await ask(theirs), await ask(missing)];
      expect({ name, status: other.status }).toEqual({ name, status: 404 });
      expect(other.body).toEqual(none.body);
    }
    // Still sent, untouched.
    const row = await sourcingDb(s.db).selectFrom('quotation').select(['status', 'digest']).where('quotation_id', '=', theirs).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', digest: receipts.first.digest });
  });

  it('no supplier call of the second supplier holds anything of the first\'s quotation', async () => {
    const pass = await puzzlePass(s.url, s.db, second.token);
    const answers = [
      await api.post('/plogin/getDb', second.token, { pageSize: 100 }),
      await api.post('/plogin/getDb', second.token, { tab: 'registered', filter: 'replied' }),
      await api.post('/plogin/getSourceDetail', second.token, { sourceId: src.source_id, puzzlePass: pass }),
      await api.find(second.token, src.source_id),
      await api.findRound(second.token, src.source_id, 1),
      await api.openBidList(second.token, src.source_id),
      await api.get('/plogin/getsuOpendHistory', second.token),
      await api.get('/source/getBidPackageNameBySourceId', second.token, { sourceId: src.source_id }),
      await api.post('/plogin/getAttachmentList', second.token, { businessId: receipts.first.quotationId }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 404, 200, 200, 200]);
    const text = JSON.stringify(answers.map((a) => a.body));
    for (const secret of ['87654', FIRST_REMARK, receipts.first.quotationId, receipts.first.quotationNum, receipts.first.digest, first.supplierId, first.supplierName]) {
      expect(text).not.toContain(secret);
    }
    // Its own quotation it does read.
    expect(answers[3].body).toMatchObject({ data: { quotationId: receipts.second.quotationId, status: 'sent' } });
  });

  it('the summary is not there yet, even for a bidder (404)', async () => {
    for (const who of [first, second, bystander]) expect((await api.openBidList(who.token, src.source_id)).status).toBe(404);
  });
});

describe('after the opening time', () => {
  beforeAll(() => {
    clock.set(new Date(clock.now().getTime() + DAYS(3) + 1000));
  });

  it('each bidder reads both quotations, and sha256 of each canonical text is that bidder\'s receipt digest', async () => {
    const res = await api.openBidList(second.token, src.source_id);
    expect(res.status).toBe(200);
    const rows = res.body.data as { bidder: string; totalWithTax: string; quotationNum: string; digest: string; canonical: string; round: number; mine: boolean; remark: string | null }[];
    expect(rows).toHaveLength(2);
    for (const [who, receipt] of [
      [first, receipts.first],
      [second, receipts.second],
    ] as const) {
      const row = rows.find((r) => r.quotationNum === receipt.quotationNum)!;
      expect(row).toMatchObject({ bidder: who.supplierName, round: 1, digest: receipt.digest });
      expect(createHash('sha256').update(row.canonical, 'utf8').digest('hex')).toBe(receipt.digest);
      expect(JSON.parse(row.canonical)).toMatchObject({ quotationNum: receipt.quotationNum, sentAt: receipt.sentAt, supplierId: who.supplierId, round: 1 });
    }
    // 2 × 87654.321 → 175308.64; 1 × 87654.321 → 87654.32.
    expect(rows.find((r) => r.quotationNum === receipts.first.quotationNum)).toMatchObject({ totalWithTax: '262962.96', remark: FIRST_REMARK, mine: false });
    expect(rows.find((r) => r.quotationNum === receipts.second.quotationNum)?.mine).toBe(true);
    // Opened once: the first reader wrote it, the next read the same.
    expect((await api.openBidList(first.token, src.source_id)).body.data).toEqual(rows.map((r) => ({ ...r, mine: !r.mine })));
    expect(await sourcingDb(s.db).selectFrom('bid_opening').select('quotation_id').where('source_id', '=', src.source_id).execute()).toHaveLength(2);
  });

  it('a supplier that did not take part gets 404 for the summary, in its language', async () => {
    const res = await api.openBidList(bystander.token, src.source_id, 'en-US');
    expect(res.status).toBe(404);
    const outsider = await makeSupplierSession(s.db, clock);
    expect((await api.openBidList(outsider.token, src.source_id)).status).toBe(404);
    expect((await api.openBidList(null, src.source_id)).status).toBe(401);
  });

  it('the opened-history lists the caller\'s opened quotations only', async () => {
    const res = await api.get('/plogin/getsuOpendHistory', first.token, { page: 1, pageSize: 10 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.records[0]).toMatchObject({ sourceId: src.source_id, round: 1, quotationId: receipts.first.quotationId, totalWithTax: '262962.96' });
    expect((await api.get('/plogin/getsuOpendHistory', bystander.token)).body.total).toBe(0);
  });
});

describe('the second round', () => {
  let secondRoundId: string;

  beforeAll(async () => {
    const now = clock.now().getTime();
    await sourcingDb(s.db).updateTable('source').set({ current_round: 2, second_round_deadline: new Date(now + DAYS(1)), opening_time: new Date(now + DAYS(2)) }).where('source_id', '=', src.source_id).execute();
  });

  it('is quoted only by round-1 bidders, with saveSecondQuotation', async () => {
    const refused = await api.save(bystander.token, fullQuotation(src, '1'), 2, 'en-US');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Only suppliers that sent a quotation in round 1 may quote in round 2; you sent none in round 1');
    expect((await api.save(first.token, fullQuotation(src, '1'), 1)).status).toBe(409);
    const saved = await api.save(first.token, fullQuotation(src, '80000'), 2);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ round: 2, status: 'draft' });
    secondRoundId = saved.body.data.quotationId;
    expect(secondRoundId).not.toBe(receipts.first.quotationId);
  });

  it('copies the round-1 files to the round-2 quotation once, for the owner only', async () => {
    const other = await api.post('/source/copyFileOfTheFirstQuo', second.token, { businessId: secondRoundId });
    expect(other.status).toBe(404);
    const copy = await api.post('/source/copyFileOfTheFirstQuo', first.token, { businessId: secondRoundId });
    expect(copy.status).toBe(200);
    expect(copy.body.data.copied).toHaveLength(1);
    expect(copy.body.data.copied[0]).toMatchObject({ fileBusinessType: 'BID_DOCUMENT', fileName: '投标文件.pdf' });
    expect((await api.post('/source/copyFileOfTheFirstQuo', first.token, { businessId: secondRoundId })).body.data.copied).toHaveLength(0);
    // The copy carries the bid file: the round-2 quotation sends.
    const sent = await api.send(first.token, secondRoundId, newKey(), 2);
    expect(sent.status).toBe(200);
    expect(sent.body.data.round).toBe(2);
  });

  it('findHisQuotationById reads each round of the caller\'s own; the current round is round 2', async () => {
    expect((await api.findRound(first.token, src.source_id, 1)).body.data).toMatchObject({ quotationId: receipts.first.quotationId, round: 1, status: 'sent' });
    expect((await api.find(first.token, src.source_id)).body.data).toMatchObject({ quotationId: secondRoundId, round: 2, status: 'sent' });
    expect((await api.findRound(second.token, src.source_id, 2)).body.data).toBeNull();
  });

  it('round-2 prices stay sealed until its own opening time, while round 1 stays readable', async () => {
    const res = await api.openBidList(second.token, src.source_id);
    expect(res.status).toBe(200);
    expect(res.body.data.every((r: { round: number }) => r.round === 1)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('80000');
    clock.advance(DAYS(2) + 1000);
    const opened = await api.openBidList(second.token, src.source_id);
    expect(opened.body.data.filter((r: { round: number }) => r.round === 2)).toHaveLength(1);
  });
});
