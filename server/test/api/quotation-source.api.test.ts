// The quotation screen's order data (issue 14): source/getQuotationSource answers a signed-up,
// qualified supplier the order a quotation needs — lines, terms, packages, deadlines, currency,
// kind and its own `me` — without the detail's puzzle pass, so /quotation_* opens in a new tab.
// Anyone else (a supplier that did not sign up, one no longer qualified, a visitor, a registering
// user) gets the refusal and nothing of the order.
import { FixedClock } from '../../src/platform/clock';
import { sourcingDb } from '../../src/modules/sourcing/tables';
import { makeQuotableSource, makeSupplierSession, sessionFor, startQuotationServer, supplierCalls, type QuotableSource, type QuotationServer, type SupplierSession } from './helpers/quotation-fixtures';
import { makeUser } from './helpers/fixtures';

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);
let signedUp: SupplierSession;
let stranger: SupplierSession;
let packaged: QuotableSource;
let plain: QuotableSource;

beforeAll(async () => {
  s = await startQuotationServer(clock);
  [signedUp, stranger] = [await makeSupplierSession(s.db, clock), await makeSupplierSession(s.db, clock)];
  packaged = await makeQuotableSource(s.db, clock, { lines: [{ bidPackage: '标包1' }, { bidPackage: '标包1' }, { bidPackage: '标包2' }], terms: ['付款条款', '质保条款'], over: { currency: 'USD', quotation_kind: 'gc' } });
  plain = await makeQuotableSource(s.db, clock);
  expect((await api.signUp(signedUp.token, packaged.source_num, '标包1')).status).toBe(200);
});
afterAll(() => s?.close());

const ask = (token: string | null, sourceId: string, lang?: string) => api.post('/source/getQuotationSource', token, { sourceId }, lang);

describe('source/getQuotationSource', () => {
  it('answers a signed-up supplier the order without a puzzle pass: lines, terms, packages, deadlines, currency, kind and its sign-up', async () => {
    const res = await ask(signedUp.token, packaged.source_id);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      sourceId: packaged.source_id,
      sourceNum: packaged.source_num,
      currency: 'USD',
      quotationKind: 'gc',
      currentRound: 1,
      endTime: new Date(clock.now().getTime() + 2 * 86_400_000).toISOString(),
      openingTime: new Date(clock.now().getTime() + 3 * 86_400_000).toISOString(),
      packages: [
        { name: '标包1', lineCount: 2 },
        { name: '标包2', lineCount: 1 },
      ],
      me: { qualified: true, signedUp: true, signedUpPackages: ['标包1'], quotation: null },
    });
    expect(d.lines.map((l: { lineId: string; bidPackage: string }) => [l.lineId, l.bidPackage])).toEqual(packaged.lines.map((l) => [l.line_id, l.bid_package]));
    expect(d.terms.map((t: { termId: string }) => t.termId)).toEqual(packaged.terms.map((t) => t.term_id));
    // By number as well as by id, like the detail.
    expect((await ask(signedUp.token, packaged.source_num)).body.data.sourceId).toBe(packaged.source_id);
  });

  it('can be asked again and again (no single-use pass is spent)', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(signedUp.token, packaged.source_id)).status).toBe(200);
  });

  it('shows the own draft in `me` once saved', async () => {
    const saved = await api.save(signedUp.token, { sourceId: packaged.source_id, header: { offeror: '张三' }, lines: [], terms: [] });
    expect(saved.status).toBe(200);
    const me = (await ask(signedUp.token, packaged.source_id)).body.data.me;
    expect(me.quotation).toMatchObject({ quotationId: saved.body.data.quotationId, round: 1, status: 'draft' });
  });

  it('gives a supplier that did not sign up nothing of the order, in its language', async () => {
    for (const [lang, msg] of [
      ['zh-CN', '请先报名参与本单'],
      ['en-US', 'Sign up for this order first'],
      ['vi-VN', 'Vui lòng đăng ký tham gia đơn này trước'],
    ]) {
      const res = await ask(stranger.token, packaged.source_id, lang);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(msg);
      expect(res.body.data ?? null).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain(packaged.lines[0].line_id);
    }
    // The signed-up supplier of one source is a stranger to another.
    expect((await ask(signedUp.token, plain.source_id)).status).toBe(403);
  });

  it('refuses a supplier that is no longer qualified, a visitor, a registering user; an unknown source is 404', async () => {
    await s.db.updateTable('supplier').set({ activated: false }).where('supplier_id', '=', signedUp.supplierId).execute();
    try {
      const res = await ask(signedUp.token, packaged.source_id, 'en-US');
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('You are currently not a qualified supplier');
      expect(res.body.data ?? null).toBeNull();
    } finally {
      await s.db.updateTable('supplier').set({ activated: true }).where('supplier_id', '=', signedUp.supplierId).execute();
    }
    expect((await ask(null, packaged.source_id)).status).toBe(401);
    const temp = await makeUser(s.db, { user_kind: 'temp', supplier_id: null, roles: '' });
    expect((await ask(await sessionFor(s.db, clock, temp.user_id, 'temp'), packaged.source_id)).status).toBe(403);
    expect((await ask(signedUp.token, 'S-NO-SUCH-SOURCE')).status).toBe(404);
  });

  it('keeps invitation-only sources to the invited', async () => {
    const invited = await makeQuotableSource(s.db, clock, { invited: [signedUp.supplierId] });
    expect((await api.signUp(signedUp.token, invited.source_num)).status).toBe(200);
    expect((await ask(signedUp.token, invited.source_id)).status).toBe(200);
    // Invitation withdrawn after the sign-up: nothing any more.
    await sourcingDb(s.db).deleteFrom('source_invitation').where('source_id', '=', invited.source_id).execute();
    expect((await ask(signedUp.token, invited.source_id)).status).toBe(403);
  });
});
