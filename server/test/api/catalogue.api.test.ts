import { makeUser } from './helpers/fixtures';
import { call, loginToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

// Starting a seeded server takes long on a busy 2-core machine.
jest.setTimeout(120_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Lang = 'zh-CN' | 'en-US' | 'vi-VN';
const post = (path: string, json: unknown, lang: Lang = 'zh-CN', token?: string) =>
  call(s.url, 'POST', `/isp/portal/${path}`, { json, headers: { 'content-lang': lang, ...(token ? { 'isp-authorization': token } : {}) } });

interface Option {
  mainbusinessCode: string;
  mainbusinessName: string;
}

/** Every selector option, read page by page as the screen does. */
async function allOptions(lang: Lang): Promise<Option[]> {
  const out: Option[] = [];
  for (let current = 1; ; current++) {
    const res = await post('plogin/getMainBusinessList', { current, size: 100 }, lang);
    expect(res.status).toBe(200);
    out.push(...res.body.records);
    if (out.length >= res.body.total) return out;
  }
}

describe('main-business catalogue (spec 02 §3)', () => {
  it('holds a few hundred entries as dotted paths industry.class.group.item', async () => {
    const options = await allOptions('en-US');
    expect(options.length).toBeGreaterThan(250);
    const industry = options.filter((o) => /^[A-Z]{2}\./.test(o.mainbusinessCode));
    for (const o of industry) expect(o.mainbusinessName.split('.')).toHaveLength(4);
    const materials = options.filter((o) => o.mainbusinessCode.startsWith('M'));
    for (const o of materials) expect(o.mainbusinessName.split('.')).toHaveLength(3);
    expect(options.map((o) => o.mainbusinessName)).toContain('Thermal power spares.Steam turbine.Turbine body.Moving blades');
  });

  it('thermal power spares has the thirteen classes and gas its five, in the order of the spec', async () => {
    const classesOf = async (code: string) => (await post('plogin/getMainbusiness', { parentCode: code }, 'en-US')).body.data.map((n: { mainbusinessName: string }) => n.mainbusinessName);
    expect(await classesOf('TP')).toEqual([
      'Steam turbine', 'Boiler', 'Electrical', 'Thermal control', 'Ash handling, desulfurization and denitrification', 'Fuel', 'Gas turbine',
      'Waste-heat boiler', 'Gas turbine generator', 'Lithium bromide units', 'Consumables', 'General parts', 'Special-order items',
    ]);
    expect(await classesOf('GS')).toEqual(['Urban gas', 'CNG', 'LNG', 'Furnaces', 'Special orders']);
    const tops = (await post('plogin/getMainbusiness', {}, 'zh-CN')).body.data;
    expect(tops.slice(0, 6).map((n: { mainbusinessName: string }) => n.mainbusinessName)).toEqual(['火电备件', '环保', '光伏', '风电', '水电', '燃气']);
    expect(tops.filter((n: { catalogue: string }) => n.catalogue === 'material')).toHaveLength(14);
  });

  it("'other' is the last item of every group", async () => {
    const options = await allOptions('en-US');
    const groups = new Map<string, string[]>();
    for (const o of options) {
      const parent = o.mainbusinessName.slice(0, o.mainbusinessName.lastIndexOf('.'));
      groups.set(parent, [...(groups.get(parent) ?? []), o.mainbusinessName.slice(parent.length + 1)]);
    }
    expect(groups.size).toBeGreaterThan(60);
    for (const [parent, items] of groups) {
      expect([parent, items[items.length - 1]]).toEqual([parent, 'Other']);
      expect([parent, items.filter((i) => i === 'Other').length]).toEqual([parent, 1]);
    }
  });

  it('filters by material description in the reader language', async () => {
    const zh = await post('plogin/getMainBusinessList', { materialDesc: '叶根销' }, 'zh-CN');
    expect(zh.body.records).toEqual([{ mainbusinessCode: 'TP.01.01.01', mainbusinessName: '火电备件.汽轮机.汽轮机本体.动叶片' }]);
    const en = await post('plogin/getMainBusinessList', { materialDesc: 'gearbox' }, 'en-US');
    expect(en.body.records.map((r: Option) => r.mainbusinessName)).toContain('Wind.Turbine.Drive train.Gearboxes');
    // Vietnamese readers get the English catalogue (the catalogue exists in Chinese and English).
    const vi = await post('plogin/getMainBusinessList', { materialDesc: 'gearbox' }, 'vi-VN');
    expect(vi.body.records).toEqual(en.body.records);
    const none = await post('plogin/getMainBusinessList', { materialDesc: '100%_\\' }, 'en-US');
    expect(none.body).toMatchObject({ code: 0, records: [], total: 0 });
  });

  it('pages with current/size or page/pageSize, in the catalogue order', async () => {
    const first = await post('plogin/getMainBusinessList', { current: 1, size: 10 }, 'zh-CN');
    const second = await post('plogin/getMainBusinessList', { page: 2, pageSize: 10 }, 'zh-CN');
    expect(first.body.records).toHaveLength(10);
    expect(second.body.records).toHaveLength(10);
    expect(first.body.total).toBe(second.body.total);
    expect(first.body.records[0].mainbusinessCode).toBe('TP.01.01.01');
    expect(first.body.records[3].mainbusinessName).toBe('火电备件.汽轮机.汽轮机本体.其他');
    expect(second.body.records[0].mainbusinessCode).not.toBe(first.body.records[0].mainbusinessCode);
    const tooFar = await post('plogin/getMainBusinessList', { current: 0 }, 'en-US');
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.msg).toContain('1 or more');
  });

  it('the detail dialog lists the parent path, the full path and the included materials, searchable per column', async () => {
    const res = await post('plogin/findBusModelList', { current: 1, size: 10 }, 'en-US');
    expect(res.body.records).toHaveLength(10);
    expect(res.body.records[0]).toEqual({
      mainbusinessCode: 'TP.01.01.01',
      mainBusinessname: 'Thermal power spares.Steam turbine.Turbine body',
      Businessname: 'Thermal power spares.Steam turbine.Turbine body.Moving blades',
      includedMaterials: 'moving blades, root pins, shrouds',
    });
    const byParent = await post('plogin/findBusModelList', { mainBusinessname: 'general parts.valves' }, 'en-US');
    expect(byParent.body.records.map((r: { Businessname: string }) => r.Businessname.split('.').pop())).toEqual(['Gate valves', 'Globe valves', 'Check valves', 'Other']);
    const byMaterials = await post('plogin/findBusModelList', { includedMaterials: '滤袋' }, 'zh-CN');
    expect(byMaterials.body.records.map((r: { mainbusinessCode: string }) => r.mainbusinessCode)).toEqual(['TP.05.01.03']);
    // The item's own name does not belong to its parent path.
    const parentOnly = await post('plogin/findBusModelList', { mainBusinessname: 'Gate valves' }, 'en-US');
    expect(parentOnly.body.total).toBe(0);
  });

  it('getMainbusiness names up to ten entries by code, with the last segment as the name', async () => {
    const res = await post('plogin/getMainbusiness', { mainbusinessCode: 'TP.01.01.01,M04.01.99' }, 'zh-CN');
    expect(res.body.data.map((n: Option) => [n.mainbusinessCode, n.mainbusinessName])).toEqual([
      ['TP.01.01.01', '动叶片'],
      ['M04.01.99', '其他'],
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `TP.01.01.0${i % 9}`).join(',');
    expect((await post('plogin/getMainbusiness', { mainbusinessCode: eleven }, 'en-US')).status).toBe(400);
  });

  it('refuses malformed and oversized input with a message in the reader language', async () => {
    const long = await post('plogin/getMainBusinessList', { materialDesc: 'x'.repeat(101) }, 'vi-VN');
    expect(long.status).toBe(400);
    expect(long.body.code).toBe(1);
    const code = await post('plogin/getMainbusiness', { parentCode: "TP'; drop" }, 'en-US');
    expect(code.status).toBe(400);
  });
});

describe('the selection kept with the registration draft', () => {
  const SAVE = 'user/saveSupplierDetail';
  const GET = 'user/getSupplierDetail';
  async function tempToken(): Promise<string> {
    const user = await makeUser(s.db, { user_kind: 'temp' });
    return loginToken(s.url, user.user_name, user.password);
  }
  const three = [
    { mainbusinessCode: 'TP.01.01.01', mainbusinessName: 'Moving blades' },
    { mainbusinessCode: 'WP.01.01.02', mainbusinessName: 'Gearboxes' },
    { mainbusinessCode: 'M04.01.99', mainbusinessName: 'Other' },
  ];

  it('a temp save keeps the chosen businesses and a later read returns them', async () => {
    const token = await tempToken();
    const saved = await post(SAVE, { flag: 'temp', supplierMainBusiness: three }, 'en-US', token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.supplierMainBusiness).toEqual(three);
    expect((await post(GET, {}, 'en-US', token)).body.data.supplierMainBusiness).toEqual(three);
    // A save without the field (an older screen) leaves them alone; an empty list clears them.
    await post(SAVE, { flag: 'temp', supplierInfoAll: { supplierName: 'Kept Co.' } }, 'en-US', token);
    expect((await post(GET, {}, 'en-US', token)).body.data.supplierMainBusiness).toEqual(three);
    await post(SAVE, { flag: 'temp', supplierMainBusiness: [] }, 'en-US', token);
    expect((await post(GET, {}, 'en-US', token)).body.data.supplierMainBusiness).toEqual([]);
  });

  it('more than ten is refused with the selector message in three languages, and nothing is kept', async () => {
    const token = await tempToken();
    const options = (await post('plogin/getMainBusinessList', { size: 11 }, 'en-US')).body.records as Option[];
    const eleven = options.map((o) => ({ mainbusinessCode: o.mainbusinessCode, mainbusinessName: o.mainbusinessName.split('.').pop() }));
    const texts = { 'zh-CN': '不能超过10条', 'en-US': 'Cannot exceed 10 items', 'vi-VN': 'Không được vượt quá 10 mục' } as const;
    for (const lang of Object.keys(texts) as Lang[]) {
      const res = await post(SAVE, { flag: 'temp', supplierMainBusiness: eleven }, lang, token);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(texts[lang]);
    }
    expect((await post(GET, {}, 'en-US', token)).body.data.supplierMainBusiness).toEqual([]);
    expect((await post(SAVE, { flag: 'temp', supplierMainBusiness: eleven.slice(0, 10) }, 'en-US', token)).status).toBe(200);
  });

  it('a code that is not a catalogue entry is refused by name', async () => {
    const token = await tempToken();
    const res = await post(SAVE, { flag: 'temp', supplierMainBusiness: [{ mainbusinessCode: 'TP.01.01', mainbusinessName: 'group' }] }, 'en-US', token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The chosen main business does not exist, please choose again: TP.01.01');
  });
});
