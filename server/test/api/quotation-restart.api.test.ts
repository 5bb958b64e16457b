// A temp-saved quotation is in the database, not in the server's memory (spec 02 §4 "saved as a
// draft"): it survives the server being stopped and started again on the same database, and is
// sent from there with the bid file uploaded before the restart.
import { FixedClock } from '../../src/platform/clock';
import { fullQuotation, makeQuotableSource, makeSupplierSession, startQuotationServer, supplierCalls, type QuotationServer } from './helpers/quotation-fixtures';

const clock = new FixedClock(new Date('2026-11-24T08:00:00.000Z'));
let s: QuotationServer;
const api = supplierCalls(() => s.url);

beforeAll(async () => {
  s = await startQuotationServer(clock);
});
afterAll(() => s?.close());

it('a draft and its bid file survive a restart, and the draft is sent after it', async () => {
  const me = await makeSupplierSession(s.db, clock);
  const src = await makeQuotableSource(s.db, clock, { lines: [{ quantity: '4' }] });
  await api.signUp(me.token, src.source_num);
  const saved = await api.save(me.token, fullQuotation(src, '250.5'));
  expect(saved.status).toBe(200);
  const quotationId = saved.body.data.quotationId as string;
  expect((await api.attach(me.token, quotationId)).status).toBe(200);

  const before = s.url;
  await s.restart();
  expect(s.url).not.toBe(before);
  expect((await fetch(before + '/isp/portal/plogin/getDb', { method: 'POST' }).catch(() => null))?.status).toBeUndefined();

  const found = await api.find(me.token, src.source_id);
  expect(found.status).toBe(200);
  expect(found.body.data).toEqual(saved.body.data);
  expect(found.body.data.lines[0]).toMatchObject({ unitPriceWithTax: '250.5', amountWithTax: '1002.00' });
  const sent = await api.send(me.token, quotationId, 'after-restart-1');
  expect(sent.status).toBe(200);
  expect(sent.body.data).toMatchObject({ quotationId, round: 1 });
});
