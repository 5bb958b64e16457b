import { call, loginToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

// Starting a seeded server takes long on a busy 2-core machine.
jest.setTimeout(120_000);

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await loginToken(s.url, 'register01');
});
afterAll(() => s?.close());

type Lang = 'zh-CN' | 'en-US' | 'vi-VN';
const post = (call_: string, json: unknown, lang: Lang = 'zh-CN', auth: string | null = token) =>
  call(s.url, 'POST', `/isp/portal/user/${call_}`, { json, headers: { 'content-lang': lang, ...(auth ? { 'isp-authorization': auth } : {}) } });

describe('bank directory (spec 02 §7, under user)', () => {
  it('needs a login', async () => {
    for (const name of ['findBankList', 'findBankAreaList', 'findBankPersonList']) expect((await post(name, {}, 'zh-CN', null)).status).toBe(401);
  });

  it('lists Chinese and Vietnamese banks with their SWIFT codes, by keyword and country', async () => {
    const all = await post('findBankList', { size: 100 }, 'en-US');
    expect(all.body.total).toBeGreaterThanOrEqual(10);
    const names = all.body.records.map((b: { bankName: string }) => b.bankName);
    expect(names).toEqual(expect.arrayContaining(['Industrial and Commercial Bank of China', 'Bank of China', 'Vietcombank', 'VietinBank', 'Agribank', 'Techcombank']));
    const vn = await post('findBankList', { country: 'VN' }, 'vi-VN');
    expect(vn.body.records.every((b: { country: string }) => b.country === 'VN')).toBe(true);
    expect(vn.body.records[0]).toMatchObject({ bankCode: 'VCB', bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)', swiftCode: 'BFTVVNVX' });
    const icbc = await post('findBankList', { keyword: '中国工商' }, 'zh-CN');
    expect(icbc.body.records.map((b: { bankName: string }) => b.bankName)).toEqual(['中国工商银行']);
    // A keyword in any language finds the bank; the name comes in the reader's language.
    const bySwift = await post('findBankList', { keyword: 'bidvvn' }, 'zh-CN');
    expect(bySwift.body.records).toEqual([{ bankCode: 'BIDV', bankName: '越南投资与发展银行', country: 'VN', swiftCode: 'BIDVVNVX' }]);
  });

  it("lists a bank's regions (province and city)", async () => {
    const areas = await post('findBankAreaList', { bankCode: 'VCB', size: 50 }, 'vi-VN');
    expect(areas.body.records.every((a: { country: string }) => a.country === 'VN')).toBe(true);
    expect(areas.body.records).toEqual(expect.arrayContaining([{ areaCode: 'VN-HN', country: 'VN', province: 'Hà Nội', city: 'Hà Nội' }]));
    const guangdong = await post('findBankAreaList', { keyword: 'Guangdong' }, 'zh-CN');
    expect(guangdong.body.records.map((a: { city: string }) => a.city)).toEqual(['广州市', '深圳市']);
    expect((await post('findBankAreaList', { bankCode: 'NOPE' }, 'en-US')).body.total).toBe(0);
  });

  it('lists branches by bank and region with name, SWIFT and address, paged', async () => {
    const res = await post('findBankPersonList', { bankCode: 'ICBC', areaCode: 'CN-BJ' }, 'zh-CN');
    expect(res.body.total).toBe(2);
    for (const b of res.body.records) {
      expect(b).toMatchObject({ bankCode: 'ICBC', bankName: '中国工商银行', areaCode: 'CN-BJ', city: '北京市' });
      expect(b.branchName).toMatch(/^中国工商银行北京市.+支行$/);
      expect(b.swiftCode).toMatch(/^ICBKCNBJ[0-9]{3}$/);
      expect(b.bankAddress).toMatch(/^北京市.+号$/);
    }
    const en = await post('findBankPersonList', { bankCode: 'VCB', areaCode: 'VN-HN' }, 'en-US');
    expect(en.body.records[0].branchName).toMatch(/^Vietcombank – .+ Branch, Hanoi$/);
    expect(en.body.records[0].bankAddress).toMatch(/Hanoi, Vietnam$/);

    const first = await post('findBankPersonList', { current: 1, size: 10 }, 'en-US');
    const second = await post('findBankPersonList', { current: 2, size: 10 }, 'en-US');
    expect(first.body.total).toBeGreaterThan(100);
    expect(first.body.records).toHaveLength(10);
    const codes = new Set([...first.body.records, ...second.body.records].map((b: { branchCode: string }) => b.branchCode));
    expect(codes.size).toBe(20);
    const keyword = await post('findBankPersonList', { keyword: 'Hoàn Kiếm' }, 'vi-VN');
    expect(keyword.body.total).toBeGreaterThan(0);
    expect(keyword.body.records.every((b: { branchName: string }) => b.branchName.includes('Hoàn Kiếm'))).toBe(true);
  });

  it('refuses malformed input in the reader language', async () => {
    const code = await post('findBankPersonList', { bankCode: "ICBC' or 1=1" }, 'en-US');
    expect(code.status).toBe(400);
    expect(code.body.code).toBe(1);
    expect((await post('findBankList', { keyword: 'x'.repeat(101) }, 'zh-CN')).status).toBe(400);
    expect((await post('findBankList', { country: 'US' }, 'zh-CN')).status).toBe(400);
  });
});
