import { makeNotice, makeSupplierNotice } from './helpers/fixtures';
import { call, loginToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const T = '/isp/portal/tenderNotice';

describe('notice search (getMainPageInfoByIspNotice)', () => {
  it('filters by type name, title and date range, paged', async () => {
    const n = await makeNotice(s.db, { info_title: '日期检索专用燃煤锅炉招标公告', notice_send_time: new Date('2025-06-15T08:00:00Z') });
    const hit = await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ ggTypeName: 'zbgg', title: '日期检索专用', startDate: '2025-06-15', endDate: '2025-06-15' }));
    expect(hit.body.records.map((r: { infoId: string }) => r.infoId)).toEqual([n.info_id]);
    const outside = await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ ggTypeName: 'zbgg', title: '日期检索专用', startDate: '2025-06-16' }));
    expect(outside.body.total).toBe(0);
    const wrongType = await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ ggTypeName: 'zhongbiaogg', title: '日期检索专用' }));
    expect(wrongType.body.total).toBe(0);
    const award = await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ ggTypeName: 'zhongbiaogg', size: 3 }));
    expect(award.body.records.every((r: { tab: string }) => r.tab === 'winning')).toBe(true);
    expect(award.body.records).toHaveLength(3);
  });

  it('finds words of any length in either title, ignoring case, and takes % and _ literally', async () => {
    const n = await makeNotice(s.db, { info_title: '冀州热电厂凝汽器钛管100%检测招标公告', info_title_en: 'Jizhou CHP: Condenser Titanium Tube_Inspection' });
    const ids = async (title: string) => {
      const res = await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs({ ggTypeName: 'zbgg', title, size: 50 }));
      expect(res.status).toBe(200);
      return res.body.records.map((r: { infoId: string }) => r.infoId);
    };
    for (const word of ['钛', '钛管', '凝汽器钛管', 'titanium TUBE', 'chp', '100%', 'tube_insp']) expect(await ids(word)).toContain(n.info_id);
    // The characters must stand together and in order; no word may span the two titles.
    for (const word of ['管钛', '钛 管', '100_', 'tubeinsp', '公告jizhou', '公告\njizhou']) expect(await ids(word)).not.toContain(n.info_id);
  });

  it.each([
    [{ ggTypeName: 'nonsense' }, /参数 ggTypeName 应为以下之一/],
    [{ startDate: '2025-13-45' }, /参数 startDate 应为日期/],
    [{ startDate: '2025-06-20', endDate: '2025-06-10' }, /startDate 不能晚于 endDate/],
    [{ current: 0 }, /参数 current 应不小于1/],
    [{ size: 'ten' }, /参数 size 应为整数/],
  ])('%j is a 400 with a clear message', async (params, msg) => {
    const res = await call(s.url, 'GET', `${T}/getMainPageInfoByIspNotice` + qs(params as Record<string, string>));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: expect.stringMatching(msg) });
  });
});

describe('other tender calls', () => {
  it('getMainPageInfoByIspOther lists candidate publicity', async () => {
    const res = await call(s.url, 'GET', `${T}/getMainPageInfoByIspOther` + qs({ current: 1, size: 5 }));
    expect(res.body.total).toBeGreaterThanOrEqual(6);
    expect(res.body.records.every((r: { infoType: string }) => r.infoType === 'BID_CANDIDATE')).toBe(true);
  });

  it('pageIspBidderNotice lists award notices, optionally of one source', async () => {
    const all = await call(s.url, 'GET', `${T}/pageIspBidderNotice`);
    const one = await call(s.url, 'GET', `${T}/pageIspBidderNotice` + qs({ sourceNum: all.body.records[0].businessNum }));
    expect(one.body.records.map((r: { infoId: string }) => r.infoId)).toEqual([all.body.records[0].infoId]);
  });

  it('getMainPageInfoByNum finds the preview by notice code or business number, with its text', async () => {
    const list = await call(s.url, 'GET', `${T}/pageAmendBulletin` + qs({ size: 1 }));
    const n = list.body.records[0];
    const byBusiness = await call(s.url, 'GET', `${T}/getMainPageInfoByNum` + qs({ noticeCode: n.businessNum, ggTypeName: 'bggg' }));
    expect(byBusiness.body.data).toEqual(expect.objectContaining({ infoId: n.infoId, content: expect.stringContaining('<p>') }));
    const byCode = await call(s.url, 'GET', `${T}/getMainPageInfoByNum` + qs({ noticeCode: n.noticeCode }));
    expect(byCode.body.data.infoId).toBe(n.infoId);
    expect((await call(s.url, 'GET', `${T}/getMainPageInfoByNum` + qs({ noticeCode: n.businessNum, ggTypeName: 'zhongbiaogg' }))).status).toBe(404);
    expect((await call(s.url, 'GET', `${T}/getMainPageInfoByNum`)).body.msg).toMatch(/缺少参数 noticeCode/);
  });

  it('getChangeBySourceId lists the change notices of one inquiry', async () => {
    const res = await call(s.url, 'GET', `${T}/getChangeBySourceId` + qs({ sourceNum: 'XJ20260001' }));
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.records.every((r: { sourceNum: string }) => r.sourceNum === 'XJ20260001')).toBe(true);
  });
});

describe('plogin notice calls', () => {
  it('getCsJggg lists sale results', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getCsJggg' + qs({ page: 1, pageSize: 5 }));
    expect(res.body.records).toHaveLength(5);
    expect(res.body.records.every((r: { tab: string }) => r.tab === 'saleResult')).toBe(true);
  });

  it('getMainTopData searches non-bidding titles', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getMainTopData', { json: { title: '出售', pageSize: 50 } });
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.records.every((r: { tab: string }) => ['inquiry', 'inquiryChange', 'result', 'sale', 'saleResult'].includes(r.tab))).toBe(true);
  });

  it('getIndexTopPon counts every home tab', async () => {
    const res = await call(s.url, 'POST', '/isp/portal/plogin/getIndexTopPon', { json: {} });
    for (const tab of ['bidding', 'change', 'winning', 'termination', 'inquiry', 'inquiryChange', 'result', 'sale', 'saleResult', 'NEWS', 'HELP', 'ANNOUNCE']) {
      expect(res.body.data[tab]).toBeGreaterThanOrEqual(5);
    }
  });

  it('English titles exist for most seeded notices', async () => {
    const res = await call(s.url, 'GET', `${T}/getMainPageInfoByIsp` + qs({ size: 10 }));
    expect(res.body.records.filter((r: { infoTitleEn: string | null }) => r.infoTitleEn).length).toBeGreaterThanOrEqual(5);
  });
});

describe('pending-notice count', () => {
  it('counts the supplier’s unviewed notices and drops when one is confirmed', async () => {
    const token = await loginToken(s.url);
    const before = await call(s.url, 'GET', '/isp/portal/plogin/getPendingNoticeCount', { headers: { 'isp-authorization': token } });
    expect(before.body.data).toBeGreaterThanOrEqual(1);
    const { id } = await makeSupplierNotice(s.db, 'SUP-0001');
    const more = await call(s.url, 'GET', '/isp/portal/plogin/getPendingNoticeCount', { headers: { 'isp-authorization': token } });
    expect(more.body.data).toBe(before.body.data + 1);
    await call(s.url, 'POST', '/isp/portal/SupplierCommunicate/confirmNoticeById' + qs({ id }), { headers: { 'isp-authorization': token } });
    const after = await call(s.url, 'GET', '/isp/portal/plogin/getPendingNoticeCount', { headers: { 'isp-authorization': token } });
    expect(after.body.data).toBe(before.body.data);
  });

  it('needs a login', async () => {
    const res = await call(s.url, 'GET', '/isp/portal/plogin/getPendingNoticeCount');
    expect(res.status).toBe(401);
  });
});
