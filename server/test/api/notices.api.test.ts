import { makeNotice } from './helpers/fixtures';
import { call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('bidding notice lists (GET, current/size)', () => {
  it.each([
    ['getMainPageInfoByIsp', 'bidding'],
    ['pageAmendBulletin', 'change'],
    ['pageIspBidder', 'winning'],
    ['pageIspTerminationNotice', 'termination'],
  ])('%s lists the %s tab newest first with records and total', async (name, tab) => {
    const res = await call(s.url, 'GET', `/isp/portal/tenderNotice/${name}` + qs({ current: 1, size: 5 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: '执行成功' });
    expect(res.body.records).toHaveLength(5);
    expect(res.body.total).toBeGreaterThanOrEqual(8);
    expect(res.body.records.every((r: { tab: string }) => r.tab === tab)).toBe(true);
    const times = res.body.records.map((r: { noticeSendTime: string }) => Date.parse(r.noticeSendTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('uses the spec’s field names on the wire', async () => {
    const res = await call(s.url, 'GET', '/isp/portal/tenderNotice/getMainPageInfoByIsp');
    expect(Object.keys(res.body.records[0])).toEqual(
      expect.arrayContaining(['infoId', 'infoTitle', 'infoTitleEn', 'infoType', 'noticeSendTime', 'bidDocReferEndTime', 'creationDate', 'meaning', 'noticeCode', 'businessNum', 'noticeStatus', 'attribute3', 'infoDtime']),
    );
  });

  it('pages: the second page continues the first', async () => {
    const first = await call(s.url, 'GET', '/isp/portal/tenderNotice/getMainPageInfoByIsp' + qs({ current: 1, size: 3 }));
    const second = await call(s.url, 'GET', '/isp/portal/tenderNotice/getMainPageInfoByIsp' + qs({ current: 2, size: 3 }));
    const ids = [...first.body.records, ...second.body.records].map((r: { infoId: string }) => r.infoId);
    expect(new Set(ids).size).toBe(6);
  });

  it('shows a newly published notice at the top', async () => {
    const notice = await makeNotice(s.db, { notice_send_time: new Date(Date.now() + 60_000) });
    const res = await call(s.url, 'GET', '/isp/portal/tenderNotice/getMainPageInfoByIsp' + qs({ current: 1, size: 1 }));
    expect(res.body.records[0].infoId).toBe(notice.info_id);
  });
});

describe('bad paging input', () => {
  it.each([
    [{ current: -1, size: 10 }, /参数 current 应不小于1/],
    [{ current: 1, size: 0 }, /参数 size 应不小于1/],
    [{ current: 'abc', size: 10 }, /参数 current 应为整数/],
    [{ current: 1, size: '1e' }, /参数 size 应为整数/],
  ])('%j is a 400 with a clear message', async (params, msg) => {
    const res = await call(s.url, 'GET', '/isp/portal/tenderNotice/pageIspBidder' + qs(params as Record<string, string | number>));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toMatch(msg);
  });

  it('caps a huge size at 100 instead of failing', async () => {
    await Promise.all(Array.from({ length: 100 }, () => makeNotice(s.db, { tab: 'termination', notice_status: 'BID_TERMINATION' })));
    const res = await call(s.url, 'GET', '/isp/portal/tenderNotice/pageIspTerminationNotice' + qs({ current: 1, size: 100000 }));
    expect(res.status).toBe(200);
    expect(res.body.records).toHaveLength(100);
  });

  it('POST paging errors are 400 too', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getInfoList' + qs({ type: 'NEWS', page: -2 }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('参数 page 应不小于1，实际为 -2');
  });
});

describe('getMainTop (non-bidding tabs)', () => {
  it.each(['inquiry', 'inquiryChange', 'result', 'sale', 'saleResult'])('lists the %s tab', async (type) => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getMainTop' + qs({ type, current: 1, pageSize: 5 }));
    expect(res.status).toBe(200);
    expect(res.body.records).toHaveLength(5);
    expect(res.body.records.every((r: { tab: string }) => r.tab === type)).toBe(true);
  });

  it('isSale turns inquiry results into sale results', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getMainTop', { json: { type: 'result', isSale: true, current: 1, pageSize: 3 } });
    expect(res.body.records.every((r: { tab: string }) => r.tab === 'saleResult')).toBe(true);
  });

  it('an unknown type is a 400 naming the allowed ones', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getMainTop' + qs({ type: 'bogus' }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/参数 type 应为以下之一：inquiry/);
  });
});

describe('information articles', () => {
  it('getInfoList lists one type and searches the title', async () => {
    const all = await call(s.url, 'POST', '/isp/portal/plogin/getInfoList' + qs({ type: 'HELP', page: 1, pageSize: 20 }));
    expect(all.body.total).toBeGreaterThanOrEqual(6);
    const found = await call(s.url, 'POST', '/isp/portal/plogin/getInfoList', { form: { type: 'HELP', title: '密码' } });
    expect(found.body.records.length).toBeGreaterThan(0);
    expect(found.body.records.every((r: { infoTitle: string }) => r.infoTitle.includes('密码'))).toBe(true);
  });

  it('treats % in a title search literally', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getInfoList' + qs({ type: 'NEWS', title: '%' }));
    expect(res.body.total).toBe(0);
  });

  it('getInfoList needs a type', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getInfoList');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('缺少参数 type');
  });

  it('getInfoById returns the notice with its content, or 404', async () => {
    const notice = await makeNotice(s.db, { content: '<p>正文</p>' });
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getInfoById' + qs({ infoId: notice.info_id }));
    expect(res.body).toMatchObject({ code: 0, data: { infoId: notice.info_id, content: '<p>正文</p>' } });
    const missing = await call(s.url, 'POST', '/isp/portal/plogin/getInfoById', { json: { infoId: 'nope' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 1, msg: '资源不存在' });
  });
});
