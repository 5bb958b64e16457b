// The supplier centre (issue 15): the to-do list and its counts against the pages they lead to,
// notices to one or every supplier with a per-supplier "viewed", CA certificates, shared documents.
// Every read of another supplier's record is refused as if it did not exist, and lists leak nothing.
import { FixedClock } from '../../src/platform/clock';
import { CENTRE_DEMO, hasSupplierCentreDemo, seedSupplierCentre } from '../../src/demo/supplier-centre';
import { auditEntries } from '../../src/platform/audit';
import { publicDb } from '../../src/modules/files/tables';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { call, loginToken, operatorCall, operatorToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const clock = new FixedClock(new Date('2026-11-23T02:00:00Z'));
let s: TestServer;
let token: string;
let operator: string;
let stranger: string;
beforeAll(async () => {
  s = await startTestServer({ clock });
  token = await loginToken(s.url);
  operator = await operatorToken(s.url);
  const other = await makeSupplier(s.db);
  const user = await makeUser(s.db, { supplier_id: other.supplier_id, roles: 'supplier' });
  stranger = await loginToken(s.url, user.user_name, user.password);
});
afterAll(() => s?.close());

const P = '/isp/portal';
const as = (t: string, lang = 'en-US') => ({ 'isp-authorization': t, 'content-lang': lang });
const post = (path: string, json: unknown = {}, t = token, lang = 'en-US') => call(s.url, 'POST', P + path, { json, headers: as(t, lang) });
const todo = async (t = token) => {
  const res = await post('/user/getTodoList', {}, t);
  expect(res.body.code).toBe(0);
  type Item = { kind: string; count: number; route: string; lastLookedAt: string | null };
  return Object.fromEntries((res.body.data.items as Item[]).map((i) => [i.kind, i])) as Record<string, { count: number; route: string; lastLookedAt: string | null }>;
};

describe('to-do list', () => {
  it('gives every kind with a count and a route, and a total for the badge', async () => {
    const res = await post('/user/getTodoList');
    const items = res.body.data.items as { kind: string; count: number; route: string }[];
    expect(items.map((i) => i.kind)).toEqual(['sourcesToQuote', 'questionsAnswered', 'objectionsReplied', 'unreadNotices', 'filesExpiring', 'feesDue', 'changesRejected']);
    expect(items.every((i) => typeof i.route === 'string' && i.route.startsWith('/'))).toBe(true);
    expect(res.body.data.total).toBe(items.reduce((a, i) => a + i.count, 0));
    // The home page's pending badge shows the same total.
    const badge = await call(s.url, 'GET', '/isp/portal/plogin/getPendingNoticeCount', { headers: { 'isp-authorization': token } });
    expect(badge.body.data).toBe(res.body.data.total);
    expect(res.body.data.expiringFiles.map((f: { fileId: string }) => f.fileId)).toEqual([CENTRE_DEMO.files.expiring]);
  });

  it('counts match the pages they lead to', async () => {
    const t = await todo();
    const unread = await post('/SupplierCommunicate/getNoticePage', { viewed: false, pageSize: 100 });
    expect(t.unreadNotices.count).toBe(unread.body.total);
    const due = await post('/user/GetSupplierFeeList', { status: 'due', pageSize: 100 });
    expect(t.feesDue.count).toBe(due.body.total);
    expect(t.feesDue.count).toBe(2);
    expect(t.filesExpiring.count).toBe(1);
    // The demo supplier signed up to S-XJ20260101/…06 and sent nothing yet in some: at least one waits.
    const res = await post('/user/getTodoList');
    expect(t.sourcesToQuote.count).toBe(res.body.data.sources.length);
    expect(res.body.data.sources.some((x: { sourceId: string }) => x.sourceId === 'S-XJ20260107')).toBe(false);
  });

  it('counts answered questions and replied objections since the supplier last looked', async () => {
    const before = await todo();
    expect(before.questionsAnswered.lastLookedAt).toBeNull();
    const seen = await post('/user/markTodoSeen', { kind: 'questionsAnswered' });
    expect(seen.body.data.lastLookedAt).toBe(clock.now().toISOString());
    await post('/user/markTodoSeen', { kind: 'objectionsReplied' });
    const after = await todo();
    expect(after.questionsAnswered.count).toBe(0);
    expect(after.objectionsReplied.count).toBe(0);
    expect(after.questionsAnswered.lastLookedAt).toBe(clock.now().toISOString());
    expect((await post('/user/markTodoSeen', { kind: 'nonsense' })).status).toBe(400);
  });

  it('a new notice raises the unread count and the total by one', async () => {
    const before = await post('/user/getTodoList');
    const posted = await operatorCall(s.url, operator, '/supplierNotice/post', { supplierId: 'SUP-0001', title: '待办测试通知' });
    expect(posted.body.code).toBe(0);
    const after = await post('/user/getTodoList');
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });

  it('needs a supplier login', async () => {
    expect((await call(s.url, 'POST', `${P}/user/getTodoList`)).status).toBe(401);
    expect((await post('/user/getTodoList', {}, operator)).status).toBe(403);
  });
});

describe('notices to suppliers', () => {
  it('lists unread first, searches by title and filters by viewed', async () => {
    const res = await post('/SupplierCommunicate/getNoticePage', { page: 1, pageSize: 100 });
    const viewed = (res.body.records as { viewed: boolean }[]).map((r) => r.viewed);
    expect(viewed.indexOf(true)).toBeGreaterThan(0);
    expect(viewed.slice(viewed.indexOf(true)).every(Boolean)).toBe(true);
    const titles = (res.body.records as { title: string }[]).map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining([CENTRE_DEMO.notices.allRead, CENTRE_DEMO.notices.allUnread]));
    expect(titles).not.toContain(CENTRE_DEMO.notices.other);
    const search = await post('/SupplierCommunicate/getNoticePage', { supplierNotice: '会员费' });
    expect(search.body.records.map((r: { title: string }) => r.title)).toEqual([CENTRE_DEMO.notices.allUnread]);
    const read = await post('/SupplierCommunicate/getNoticePage', { viewed: true, pageSize: 100 });
    expect(read.body.records.every((r: { viewed: boolean }) => r.viewed)).toBe(true);
    const paged = await post('/SupplierCommunicate/getNoticePage', { page: 2, pageSize: 3 });
    expect(paged.body.records).toHaveLength(3);
    expect(paged.body.total).toBe(res.body.total);
  });

  it('viewing a notice to every supplier marks it viewed for that supplier only', async () => {
    const list = await post('/SupplierCommunicate/getNoticePage', { supplierNotice: '会员费' });
    const id = list.body.records[0].id;
    const confirmed = await call(s.url, 'POST', `${P}/SupplierCommunicate/confirmNoticeById` + qs({ id }), { headers: as(token) });
    expect(confirmed.body).toEqual({ code: 0, msg: expect.any(String) });
    const again = await call(s.url, 'POST', `${P}/SupplierCommunicate/confirmNoticeById` + qs({ id }), { headers: as(token) });
    expect(again.body.code).toBe(0);
    const mine = await post('/SupplierCommunicate/getNoticePage', { supplierNotice: '会员费' });
    expect(mine.body.records[0]).toMatchObject({ id, viewed: true, audience: 'all' });
    const theirs = await post('/SupplierCommunicate/getNoticePage', { supplierNotice: '会员费' }, stranger);
    expect(theirs.body.records[0]).toMatchObject({ id, viewed: false });
  });

  it('another supplier’s notice cannot be confirmed or seen', async () => {
    const posted = await operatorCall(s.url, operator, '/supplierNotice/post', { supplierId: 'SUP-0002', title: '只给0002' });
    const res = await call(s.url, 'POST', `${P}/SupplierCommunicate/confirmNoticeById` + qs({ id: posted.body.data.id }), { headers: as(token, 'vi-VN') });
    expect(res.status).toBe(404);
    expect(res.body.msg).toMatch(/[ạảãáàâấầậẩẫăắằặẳẵđêếềệểễôốồộổỗơớờợởỡưứừựửữ]/i);
    const en = await call(s.url, 'POST', `${P}/SupplierCommunicate/confirmNoticeById` + qs({ id: posted.body.data.id }), { headers: as(token, 'en-US') });
    expect(en.status).toBe(404);
    expect(en.body.msg).not.toBe(res.body.msg);
    expect((await post('/SupplierCommunicate/getNoticePage', { supplierNotice: '只给0002' })).body.total).toBe(0);
  });

  it('an operator posts to one or to all suppliers; an empty target is refused in the caller’s language', async () => {
    const all = await operatorCall(s.url, operator, '/supplierNotice/post', { all: true, title: '致全体：停机维护' });
    expect(all.body.data.audience).toBe('all');
    for (const t of [token, stranger]) expect((await post('/SupplierCommunicate/getNoticePage', { supplierNotice: '停机维护' }, t)).body.total).toBe(1);
    const none = await operatorCall(s.url, operator, '/supplierNotice/post', { title: 'x' }, { 'content-lang': 'en-US' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Name one supplier, or send the notice to all suppliers');
    const audit = await auditEntries(s.db, { target: `supplier-notice:${all.body.data.id}` });
    expect(audit[0]).toMatchObject({ action: 'notice.post', actorKind: 'operator' });
  });
});

describe('CA certificates', () => {
  it('lists serial, holder, issuer, validity and state of the supplier’s own certificates only', async () => {
    const res = await post('/user/GetSupplierCAList', { page: 1, pageSize: 10 });
    expect(res.body.total).toBe(4);
    const bySn = Object.fromEntries((res.body.records as { caSn: string; state: string }[]).map((r) => [r.caSn, r]));
    expect(bySn[CENTRE_DEMO.cas.bound]).toMatchObject({ state: 'bound', bound: true, issuer: 'CFCA OCA1', holder: expect.any(String), validFrom: expect.any(String), validTo: expect.any(String) });
    expect(bySn[CENTRE_DEMO.cas.unbound].state).toBe('unbound');
    expect(bySn[CENTRE_DEMO.cas.expired].state).toBe('expired');
    expect(bySn[CENTRE_DEMO.cas.revoked].state).toBe('revoked');
    expect(bySn[CENTRE_DEMO.cas.other]).toBeUndefined();
    const page2 = await post('/user/GetSupplierCAList', { page: 2, pageSize: 3 });
    expect(page2.body.records).toHaveLength(1);
  });

  it('unbinding is recorded once and safe to repeat; another supplier’s serial is 404', async () => {
    const reg = await operatorCall(s.url, operator, '/ca/register', { supplierId: 'SUP-0001', caSn: 'CA-TEST-0001', holder: '测试持有人', issuer: 'CFCA', validFrom: '2026-01-01T00:00:00Z', validTo: '2027-06-01T00:00:00Z' });
    expect(reg.body.data.state).toBe('bound');
    const first = await post('/user/UnbindSupplierCA', { caSn: 'CA-TEST-0001' });
    expect(first.body.data).toMatchObject({ caSn: 'CA-TEST-0001', state: 'unbound', changed: true });
    const second = await post('/user/UnbindSupplierCA', { caSn: 'CA-TEST-0001' });
    expect(second.body.data).toMatchObject({ state: 'unbound', changed: false });
    const audit = await auditEntries(s.db, { target: 'ca:CA-TEST-0001' });
    expect(audit.map((a) => a.action)).toEqual(['ca.unbind', 'ca.register']);
    const other = await post('/user/UnbindSupplierCA', { caSn: CENTRE_DEMO.cas.other });
    expect(other.status).toBe(404);
    const row = await s.db.selectFrom('supplier_ca' as never).select(['bound' as never]).where('ca_sn' as never, '=', CENTRE_DEMO.cas.other as never).executeTakeFirstOrThrow();
    expect((row as { bound: boolean }).bound).toBe(true);
    const dup = await operatorCall(s.url, operator, '/ca/register', { supplierId: 'SUP-0001', caSn: 'CA-TEST-0001', holder: 'x', issuer: 'y', validFrom: '2026-01-01T00:00:00Z', validTo: '2027-06-01T00:00:00Z' }, { 'content-lang': 'vi-VN' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toContain('CA-TEST-0001');
    const revoked = await operatorCall(s.url, operator, '/ca/revoke', { caSn: CENTRE_DEMO.cas.bound });
    expect(revoked.body.data.state).toBe('revoked');
  });
});

describe('documents', () => {
  it('lists the documents shared with this supplier or with all, with type and size, and they download', async () => {
    const res = await post('/document/getDocumentList', { page: 1, pageSize: 20 });
    const ids = (res.body.records as { docId: string }[]).map((d) => d.docId);
    expect(ids).toEqual(expect.arrayContaining([CENTRE_DEMO.documents.all, CENTRE_DEMO.documents.mine, CENTRE_DEMO.documents.contract]));
    expect(ids).not.toContain(CENTRE_DEMO.documents.other);
    const doc = res.body.records.find((d: { docId: string }) => d.docId === CENTRE_DEMO.documents.all);
    expect(doc).toMatchObject({ docType: 'MANUAL', audience: 'all', contentType: 'application/pdf', fileSize: expect.any(Number), fileSizeKb: expect.any(Number) });
    const file = await fetch(s.url + doc.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const typed = await post('/document/getDocumentList', { docType: 'TEMPLATE' });
    expect(typed.body.records.map((d: { docId: string }) => d.docId)).toEqual([CENTRE_DEMO.documents.mine]);
  });

  it('another supplier’s document is 404 with a token, with a signed address of mine, and to a visitor', async () => {
    const res = await post('/document/getDocumentList', { page: 1, pageSize: 20 });
    const url: string = res.body.records[0].url;
    const forged = url.replace(/\/file\/[^?]+/, `/file/${CENTRE_DEMO.documents.other}`);
    expect((await fetch(s.url + forged)).status).toBe(404);
    expect((await call(s.url, 'GET', `${P}/document/file/${CENTRE_DEMO.documents.other}`, { headers: as(token) })).status).toBe(404);
    expect((await call(s.url, 'GET', `${P}/document/file/${CENTRE_DEMO.documents.mine}`)).status).toBe(404);
    expect((await call(s.url, 'GET', `${P}/document/file/${CENTRE_DEMO.documents.mine}`, { headers: as(stranger) })).status).toBe(404);
    const shared = await post('/document/getDocumentList', {}, stranger);
    expect(shared.body.records.map((d: { docId: string }) => d.docId)).toEqual([CENTRE_DEMO.documents.all]);
  });

  it('an operator shares a document with one supplier', async () => {
    const made = await operatorCall(s.url, operator, '/document/share', { supplierId: 'SUP-0001', title: '测试共享文件', docType: 'OTHER', fileName: 'note.txt', contentType: 'text/plain', contentBase64: Buffer.from('hello').toString('base64') });
    expect(made.body.code).toBe(0);
    const list = await post('/document/getDocumentList', { title: '测试共享' });
    expect(list.body.records[0]).toMatchObject({ docId: made.body.data.docId, fileSize: 5 });
  });
});

describe('the buyer’s calls', () => {
  it('refuse supplier tokens before reading the body, and visitors', async () => {
    for (const path of ['/supplierNotice/post', '/ca/register', '/ca/revoke', '/fee/raise', '/pay/settle', '/document/share', '/file/setValidity', '/contract/createFromAward', '/deliveryNote/create', '/deliveryNote/addLog', '/frameAgreement/create']) {
      expect((await call(s.url, 'POST', `/isp/operator${path}`, { json: {}, headers: as(token) })).status).toBe(403);
      expect((await call(s.url, 'POST', `/isp/operator${path}`, { json: {} })).status).toBe(401);
    }
  });

  it('set a qualification file’s validity, which the to-do list then warns about', async () => {
    const before = await todo();
    const res = await operatorCall(s.url, operator, '/file/setValidity', { fileId: CENTRE_DEMO.files.valid, validUntil: new Date(clock.now().getTime() + 5 * 86_400_000).toISOString() });
    expect(res.body.code).toBe(0);
    expect((await todo()).filesExpiring.count).toBe(before.filesExpiring.count + 1);
  });

  it('set the validity of nothing but an approved supplier’s qualification file, and name no other file', async () => {
    const pending = await makeSupplier(s.db, { wf_su_status: 'REGISTERING' });
    const file = (fileId: string, ownerId: string, type: string, businessId: string) => ({
      file_id: fileId, business_id: businessId, business_type: type === 'BID_DOCUMENT' ? 'quotation' : 'register', file_name: `${fileId}-secret-name.pdf`, content_type: 'application/pdf',
      file_size: 5, content: Buffer.from('%PDF-'), upload_time: clock.now(), uploaded_by: 'x', owner_kind: 'supplier' as const, owner_id: ownerId, file_business_type: type,
    });
    await publicDb(s.db).insertInto('attachment').values([file('F-SWEEP-BID', 'SUP-0001', 'BID_DOCUMENT', 'Q-sweep'), file('F-SWEEP-PENDING', pending.supplier_id, 'ISP20', 'REGISTRATION')]).execute();
    const validUntil = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const unknown = await operatorCall(s.url, operator, '/file/setValidity', { fileId: 'F-NOT-THERE', validUntil }, { 'content-lang': 'en-US' });
    expect(unknown.status).toBe(404);
    for (const fileId of ['F-SWEEP-BID', 'F-SWEEP-PENDING', 'F-TS-none-purchase-demo']) {
      const res = await operatorCall(s.url, operator, '/file/setValidity', { fileId, validUntil }, { 'content-lang': 'en-US' });
      expect({ status: res.status, body: res.body }).toEqual({ status: unknown.status, body: unknown.body });
      expect(JSON.stringify(res.body)).not.toContain('secret-name');
    }
    const row = await publicDb(s.db).selectFrom('attachment').selectAll().where('file_id', '=', 'F-SWEEP-BID').executeTakeFirstOrThrow();
    expect((row as { valid_until?: unknown }).valid_until ?? null).toBeNull();
  });
});

describe('the demo seed', () => {
  it('is there once: seeding again adds nothing', async () => {
    expect(await hasSupplierCentreDemo(s.db)).toBe(true);
    const count = async () => Number((await s.db.selectFrom('contract').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await seedSupplierCentre(s.db, clock.now())).toEqual({ created: false });
    expect(await count()).toBe(before);
  });
});
