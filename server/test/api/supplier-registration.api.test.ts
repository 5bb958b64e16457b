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

const GET = '/isp/portal/user/getSupplierDetail';
const SAVE = '/isp/portal/user/saveSupplierDetail';
type Lang = 'zh-CN' | 'en-US' | 'vi-VN';

const headers = (token: string | null, lang: Lang = 'zh-CN', extra: Record<string, string> = {}) => ({ ...(token ? { 'isp-authorization': token } : {}), 'content-lang': lang, ...extra });
const getDetail = (token: string | null, lang: Lang = 'zh-CN', query = '') => call(s.url, 'POST', GET + query, { headers: headers(token, lang) });
const save = (token: string | null, json: unknown, lang: Lang = 'zh-CN') => call(s.url, 'POST', SAVE, { json, headers: headers(token, lang) });

/** A registering account of its own, so each test's draft starts empty. */
async function tempUser(): Promise<{ token: string; userName: string }> {
  const user = await makeUser(s.db, { user_kind: 'temp', phone: '+84 912345678', email: 'temp@example.vn' });
  return { token: await loginToken(s.url, user.user_name, user.password), userName: user.user_name };
}

function complete(userName: string) {
  return {
    flag: 'submit',
    supplierInfoAll: { supplierName: '越南示范能源有限公司', supplierNameEn: 'Vietnam Demo Energy Co., Ltd.', creditCode: '0101234567', establishDate: '2015-06-01', licenceLongTerm: true, registeredCapital: '5000000.5', currency: 'VND', employeeCount: '85', companyEmail: 'info@demo.vn', supplierType: 'MANUFACTURER', supplyType: 'MATERIAL' },
    supplierAddress: { country: 'VN', province: 'Hà Nội', city: 'Hà Nội', address: '12 Tràng Tiền', phone: '+84 24 3822 1234', postalCode: '100000' },
    supplierBank: { bankName: 'Vietcombank', branchName: 'Hoàn Kiếm', accountName: 'Vietnam Demo Energy', accountNumber: '0011004123456', swiftCode: 'BFTVVNVX' },
    supplierUsers: [{ contactName: 'Nguyễn Văn An', idNumber: '001090012345', phone: '+84 912345678', email: 'an@demo.vn', job: 'Director', isMainUser: true, userName, memo: '' }],
  };
}

describe('who may read and write a draft', () => {
  it('a visitor gets 401, also when naming a temporary user in isp-register', async () => {
    const visitor = await getDetail(null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(1);
    const named = await call(s.url, 'POST', GET, { headers: { 'isp-register': 'register01' } });
    expect(named.status).toBe(401);
    expect((await save(null, { flag: 'temp' })).status).toBe(401);
  });

  it('register01 starts with an empty draft whose main user is the account itself', async () => {
    const token = await loginToken(s.url, 'register01');
    const res = await getDetail(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userName: 'register01', status: 'new', supplierInfoAll: {}, supplierUsers: [{ isMainUser: true, userName: 'register01', phone: '+86 13800000002', email: 'register01@example.cn' }] });
  });

  it("the temporary user's token in isp-register works like the access token", async () => {
    const { token, userName } = await tempUser();
    const res = await call(s.url, 'POST', GET, { headers: { 'isp-register': token } });
    expect(res.status).toBe(200);
    expect(res.body.data.userName).toBe(userName);
  });

  it("nobody else reads a temporary user's draft", async () => {
    const owner = await tempUser();
    expect((await save(owner.token, { flag: 'temp', supplierInfoAll: { supplierName: '秘密公司' } })).status).toBe(200);

    const other = await tempUser();
    const theirs = await getDetail(other.token);
    expect(theirs.body.data).toMatchObject({ userName: other.userName, status: 'new', supplierInfoAll: {} });
    // A registering account has no supplier: naming one is refused.
    const named = await getDetail(other.token, 'en-US', '?supplierId=SUP-0001');
    expect(named.status).toBe(403);
    expect(named.body.msg).toBe('You have no permission for this operation');

    const supplier = await loginToken(s.url, 'supplier01');
    const own = await getDetail(supplier);
    expect(own.body.data).toMatchObject({ supplierId: 'SUP-0001', status: 'approved', supplierInfoAll: { supplierName: '华能示范电力设备有限公司' } });
    expect((await getDetail(supplier, 'zh-CN', '?supplierId=SUP-0002')).status).toBe(403);
    const write = await save(supplier, { flag: 'temp' }, 'en-US');
    expect(write.status).toBe(403);
    expect(write.body.msg).toBe('Only a registering (temporary) user can enter registration data');

    const shell = await loginToken(s.url, 'shelladmin');
    expect((await getDetail(shell)).status).toBe(403);
  });
});

describe('temp save', () => {
  it('keeps an incomplete draft and gives it back on the next visit', async () => {
    const { token, userName } = await tempUser();
    const draft = {
      flag: 'temp',
      supplierInfoAll: { supplierName: '  示范公司 ', registeredCapital: '100.123456', employeeCount: '12', licenceLongTerm: false, invented: 'dropped' },
      supplierAddress: { country: 'CN', city: '北京' },
      supplierUsers: [{ isMainUser: true, contactName: '张三', userName: 'someoneelse' }, { contactName: '李四', isMainUser: false }],
    };
    const saved = await save(token, draft);
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe(0);
    const res = await getDetail(token);
    expect(res.body.data).toMatchObject({
      status: 'draft',
      supplierInfoAll: { supplierName: '示范公司', registeredCapital: '100.123456', employeeCount: '12', licenceLongTerm: false },
      supplierAddress: { country: 'CN', city: '北京' },
      // The main user's name is always the registering account's.
      supplierUsers: [{ isMainUser: true, contactName: '张三', userName }, { contactName: '李四', isMainUser: false }],
    });
    expect(res.body.data.supplierInfoAll.invented).toBeUndefined();
    expect(res.body.data.updatedAt).toEqual(expect.any(String));
  });

  it.each([
    [{ supplierInfoAll: { employeeCount: '12a' } }, 'zh-CN', '员工人数只能输入数字'],
    [{ supplierInfoAll: { registeredCapital: '1.1234567' } }, 'en-US', 'The registered capital must be a number with at most 6 decimals'],
    [{ supplierInfoAll: { companyEmail: 'info@' } }, 'en-US', 'The e-mail does not comply with the rules'],
    [{ supplierUsers: [{ isMainUser: true, memo: 'x'.repeat(1001) }] }, 'en-US', 'Contact 1: The memo can be at most 1000 characters'],
    [{ supplierUsers: [{ isMainUser: true }, { phone: '0912345678' }] }, 'vi-VN', 'Người liên hệ 2: Vui lòng nhập số điện thoại kèm mã quốc gia, ví dụ +84 912345678'],
  ] as const)('checks formats: %p (%s)', async (body, lang, message) => {
    const { token } = await tempUser();
    const res = await save(token, { flag: 'temp', ...body }, lang);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: message });
  });
});

describe('submit', () => {
  it.each([
    ['supplierInfoAll', 'supplierName', '请输入公司名称'],
    ['supplierInfoAll', 'creditCode', '请输入统一社会信用代码/税号'],
    ['supplierInfoAll', 'supplierType', '请选择供应商类型'],
    ['supplierAddress', 'country', '请选择国家'],
    ['supplierAddress', 'province', '请选择省份'],
    ['supplierAddress', 'city', '请选择城市'],
    ['supplierAddress', 'address', '请输入详细地址'],
    ['supplierAddress', 'phone', '请输入电话'],
    ['supplierBank', 'bankName', '请输入银行名称'],
    ['supplierBank', 'branchName', '请输入支行'],
    ['supplierBank', 'accountName', '请输入账户名称'],
    ['supplierBank', 'accountNumber', '请输入银行账号'],
    ['contact', 'contactName', '联系人1：请输入联系人'],
    ['contact', 'job', '联系人1：请输入联系人职务'],
    ['contact', 'idNumber', '联系人1：请输入身份证号'],
    ['contact', 'phone', '联系人1：请输入联系人电话'],
    ['contact', 'email', '联系人1：请输入联系人邮箱'],
  ])('without %s.%s answers 400 %p', async (section, field, message) => {
    const { token, userName } = await tempUser();
    const body = complete(userName) as Record<string, any>;
    const target = section === 'contact' ? body.supplierUsers[0] : body[section];
    delete target[field];
    const res = await save(token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: message });
    expect((await getDetail(token)).body.data.status).toBe('new');
  });

  it('the contact user name is required for a second contact', async () => {
    const { token, userName } = await tempUser();
    const body = complete(userName);
    body.supplierUsers.push({ ...body.supplierUsers[0], isMainUser: false, userName: '' });
    const res = await save(token, body, 'en-US');
    expect(res.body.msg).toBe("Contact 2: Please enter the contact's username");
  });

  it.each([
    ['no contact', (b: ReturnType<typeof complete>) => (b.supplierUsers = []), 'At least one contact is required'],
    ['no main user', (b: ReturnType<typeof complete>) => (b.supplierUsers[0].isMainUser = false), 'There must be exactly one main user'],
    ['two main users', (b: ReturnType<typeof complete>) => b.supplierUsers.push({ ...b.supplierUsers[0], userName: 'secondmain' }), 'There must be exactly one main user'],
    ['a repeated user name', (b: ReturnType<typeof complete>) => b.supplierUsers.push({ ...b.supplierUsers[0], isMainUser: false, userName: b.supplierUsers[0].userName.toUpperCase() }), 'Contact usernames must be unique'],
    ['a registered user name', (b: ReturnType<typeof complete>) => b.supplierUsers.push({ ...b.supplierUsers[0], isMainUser: false, userName: 'Supplier01' }), 'Contact 2: The contact username Supplier01 is already registered'],
    ['no bank account', (b: ReturnType<typeof complete>) => ((b as { supplierBank?: unknown }).supplierBank = {}), 'Please add a bank account'],
  ])('refuses %s', async (_, change, message) => {
    const { token, userName } = await tempUser();
    const body = complete(userName);
    change(body);
    const res = await save(token, body, 'en-US');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: message });
  });

  it('records a complete registration as submitted, after which it cannot be changed', async () => {
    const { token, userName } = await tempUser();
    const body = complete(userName);
    body.supplierUsers.push({ ...body.supplierUsers[0], isMainUser: false, contactName: 'Trần Thị Bình', userName: 'binhcontact01', phone: '+84 987654321', memo: 'Sales' });
    const res = await save(token, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    const again = await getDetail(token);
    expect(again.body.data).toMatchObject({ status: 'submitted', supplierInfoAll: { supplierName: '越南示范能源有限公司' }, supplierUsers: [{ userName }, { userName: 'binhcontact01' }] });

    for (const flag of ['temp', 'submit']) {
      const locked = await save(token, { ...body, flag }, 'en-US');
      expect(locked.status).toBe(409);
      expect(locked.body.msg).toBe('The registration has been submitted for approval and can no longer be changed');
    }

    // Approving that registration would create binhcontact01: nobody else may claim the name now.
    const other = await tempUser();
    const claim = complete(other.userName);
    claim.supplierUsers.push({ ...claim.supplierUsers[0], isMainUser: false, userName: 'BinhContact01' });
    const refused = await save(other.token, claim);
    expect(refused.body.msg).toBe('联系人2：联系人用户名 BinhContact01 已被注册');
  });
});

describe('bad input gets 400 with a message, never 500', () => {
  it.each([
    ['no flag', { supplierInfoAll: {} }],
    ['an unknown flag', { flag: 'approve' }],
    ['contacts that are not a list', { flag: 'temp', supplierUsers: 'everyone' }],
    ['a section that is not an object', { flag: 'temp', supplierAddress: ['x'] }],
    ['a huge field', { flag: 'temp', supplierInfoAll: { businessScope: 'x'.repeat(5000) } }],
    ['too many contacts', { flag: 'temp', supplierUsers: Array.from({ length: 41 }, () => ({})) }],
    ['a short text too long', { flag: 'temp', supplierInfoAll: { supplierName: 'x'.repeat(201) } }],
    ['an impossible date', { flag: 'temp', supplierInfoAll: { establishDate: '2026-02-30' } }],
    ['an unknown supplier type', { flag: 'temp', supplierInfoAll: { supplierType: 'PIRATE' } }],
  ])('%s', async (_, body) => {
    const { token } = await tempUser();
    const res = await save(token, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
    expect(typeof res.body.msg).toBe('string');
    expect(res.body.msg.length).toBeGreaterThan(0);
  });

  it('a body that is not JSON', async () => {
    const { token } = await tempUser();
    const res = await fetch(s.url + SAVE, { method: 'POST', headers: { 'content-type': 'application/json', 'isp-authorization': token }, body: '{"flag":' });
    expect(res.status).toBe(400);
  });
});
