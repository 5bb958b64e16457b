import { attachRequiredFiles, makeUser, registrationInput } from './helpers/fixtures';
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
    [{ supplierInfoAll: { registeredAddress: 'x'.repeat(201) } }, 'en-US', 'At most 200 characters'],
    [{ supplierUsers: [{ isMainUser: true, memo: 'x'.repeat(1001) }] }, 'en-US', 'Contact 1: The memo can be at most 1000 characters'],
    [{ supplierUsers: [{ isMainUser: true }, { phone: '0912345678' }] }, 'vi-VN', 'Người liên hệ 2: Vui lòng nhập số điện thoại kèm mã quốc gia, ví dụ +84 912345678'],
    [{ supplierUsers: [{ isMainUser: true, fixedPhone: '010-6322 ext. 12' }] }, 'en-US', 'Contact 1: The phone number may contain digits, spaces, +, - and parentheses only'],
    [{ supplierUsers: [{ isMainUser: true, fax: 'fax:010' }] }, 'zh-CN', '联系人1：电话号码只能包含数字、空格、+、- 和括号'],
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
    ['supplierAddress', 'province', '请输入省份'],
    ['supplierAddress', 'city', '请输入城市'],
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
    const body = registrationInput(userName) as Record<string, any>;
    const target = section === 'contact' ? body.supplierUsers[0] : body[section];
    delete target[field];
    const res = await save(token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: message });
    expect((await getDetail(token)).body.data.status).toBe('new');
  });

  it('the contact user name is required for a second contact', async () => {
    const { token, userName } = await tempUser();
    const body = registrationInput(userName);
    body.supplierUsers.push({ ...body.supplierUsers[0], isMainUser: false, userName: '' });
    const res = await save(token, body, 'en-US');
    expect(res.body.msg).toBe("Contact 2: Please enter the contact's username");
  });

  it.each([
    ['no contact', (b: ReturnType<typeof registrationInput>) => (b.supplierUsers = []), 'At least one contact is required'],
    ['no main user', (b: ReturnType<typeof registrationInput>) => (b.supplierUsers[0].isMainUser = false), 'There must be exactly one main user'],
    ['two main users', (b: ReturnType<typeof registrationInput>) => b.supplierUsers.push({ ...b.supplierUsers[0], userName: 'secondmain' }), 'There must be exactly one main user'],
    ['a repeated user name', (b: ReturnType<typeof registrationInput>) => b.supplierUsers.push({ ...b.supplierUsers[0], isMainUser: false, userName: b.supplierUsers[0].userName.toUpperCase() }), 'Contact usernames must be unique'],
    ['a registered user name', (b: ReturnType<typeof registrationInput>) => b.supplierUsers.push({ ...b.supplierUsers[0], isMainUser: false, userName: 'Supplier01' }), 'Contact 2: The contact username Supplier01 is already registered'],
    ['no bank account', (b: ReturnType<typeof registrationInput>) => ((b as { supplierBank?: unknown }).supplierBank = {}), 'Please add a bank account'],
  ])('refuses %s', async (_, change, message) => {
    const { token, userName } = await tempUser();
    const body = registrationInput(userName);
    change(body);
    const res = await save(token, body, 'en-US');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 1, msg: message });
  });

  it('records a complete registration as submitted, after which it cannot be changed', async () => {
    const { token, userName } = await tempUser();
    await attachRequiredFiles(s.url, token);
    const body = registrationInput(userName);
    body.supplierUsers.push({ ...body.supplierUsers[0], isMainUser: false, contactName: 'Trần Thị Bình', userName: 'binhcontact01', phone: '+84 987654321', fixedPhone: '+84 (24) 3822 1234', fax: '+84 24 3822 1299', memo: 'Sales' });
    const res = await save(token, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    const again = await getDetail(token);
    expect(again.body.data).toMatchObject({ status: 'submitted', supplierInfoAll: { supplierName: '越南示范能源有限公司' }, supplierUsers: [{ userName }, { userName: 'binhcontact01', fixedPhone: '+84 (24) 3822 1234', fax: '+84 24 3822 1299' }] });

    for (const flag of ['temp', 'submit']) {
      const locked = await save(token, { ...body, flag }, 'en-US');
      expect(locked.status).toBe(409);
      expect(locked.body.msg).toBe('The registration has been submitted for approval and can no longer be changed');
    }

    // Approving that registration would create binhcontact01: nobody else may claim the name now.
    const other = await tempUser();
    const claim = registrationInput(other.userName);
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

describe('saving one part of the draft (saveSupplierForType, saveSupplierUser)', () => {
  const part = (token: string, json: unknown, lang: Lang = 'zh-CN') => call(s.url, 'POST', '/isp/portal/user/saveSupplierForType', { json, headers: headers(token, lang) });
  const mainUser = (token: string, json: unknown, lang: Lang = 'zh-CN') => call(s.url, 'POST', '/isp/portal/user/saveSupplierUser', { json, headers: headers(token, lang) });

  it('replaces that part only, keeps the rest as stored, and two parts saved at once both land', async () => {
    const u = await tempUser();
    const full = registrationInput(u.userName);
    await save(u.token, { ...full, flag: 'temp' });
    const [bank, address] = await Promise.all([
      part(u.token, { type: 'supplierBank', detail: { ...full.supplierBank, bankName: 'BIDV' } }),
      part(u.token, { type: 'supplierAddress', detail: { ...full.supplierAddress, city: 'Hải Phòng' } }),
    ]);
    expect([bank.status, address.status]).toEqual([200, 200]);
    const stored = (await getDetail(u.token)).body.data;
    expect(stored.supplierBank.bankName).toBe('BIDV');
    expect(stored.supplierAddress.city).toBe('Hải Phòng');
    expect(stored.supplierInfoAll.supplierName).toBe(full.supplierInfoAll.supplierName);
    expect(stored.status).toBe('draft');

    const businesses = await part(u.token, { type: 'supplierMainBusiness', detail: [{ mainbusinessCode: 'TP.01.01.01', mainbusinessName: '动叶片' }] });
    expect(businesses.body.data.supplierMainBusiness).toEqual([{ mainbusinessCode: 'TP.01.01.01', mainbusinessName: '动叶片' }]);
    expect(businesses.body.data.supplierBank.bankName).toBe('BIDV');
  });

  it('checks the part with the temp save rules and messages, and its shape with the schema', async () => {
    const u = await tempUser();
    const bad = await part(u.token, { type: 'supplierInfoAll', detail: { employeeCount: 'eighty' } }, 'en-US');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/digits/i);
    expect((await part(u.token, { type: 'supplierBank', detail: [] })).status).toBe(400);
    expect((await part(u.token, { type: 'supplierPassword', detail: {} })).status).toBe(400);
    expect((await part(u.token, { type: 'supplierBank', detail: { bankName: 'x'.repeat(5000) } })).status).toBe(400);
    expect((await getDetail(u.token)).body.data.status).toBe('new');
  });

  it('saveSupplierUser sets the main user and the company type, keeping the other contacts', async () => {
    const u = await tempUser();
    const full = registrationInput(u.userName);
    const colleague = { contactName: 'Trần Thị Bình', idNumber: '001090054321', phone: '+84 913000111', email: 'binh@demo.vn', job: 'Sales', isMainUser: false, userName: `${u.userName}b` };
    await save(u.token, { ...full, flag: 'temp', supplierUsers: [...full.supplierUsers, colleague] });
    const res = await mainUser(u.token, { userinfomain: { contactName: 'Lê Văn Cường', job: 'CEO', phone: '+84 914222333', email: 'cuong@demo.vn', idNumber: '001090099999' }, companyType: 'AGENT' });
    expect(res.status).toBe(200);
    expect(res.body.data.supplierUsers).toEqual([
      expect.objectContaining({ contactName: 'Lê Văn Cường', isMainUser: true, userName: u.userName }),
      expect.objectContaining({ contactName: 'Trần Thị Bình', isMainUser: false }),
    ]);
    expect(res.body.data.supplierInfoAll.supplierType).toBe('AGENT');
  });

  it("is for the registering user's own draft only", async () => {
    const u = await tempUser();
    expect((await mainUser(u.token, { userinfomain: { contactName: 'X' }, supplierId: 'SUP-0001' })).status).toBe(403);
    expect((await mainUser(u.token, { userinfomain: { contactName: 'X' }, supplierNum: 'G0001' })).status).toBe(403);
    const supplier = await loginToken(s.url, 'supplier01');
    expect((await part(supplier, { type: 'supplierBank', detail: { bankName: 'BIDV' } })).status).toBe(403);
    expect((await mainUser(supplier, { userinfomain: { contactName: 'X' } })).status).toBe(403);
    expect((await call(s.url, 'POST', '/isp/portal/user/saveSupplierForType', { json: { type: 'supplierBank', detail: {} } })).status).toBe(401);
    // A submitted registration is not changed part by part either.
    const done = await tempUser();
    await attachRequiredFiles(s.url, done.token);
    expect((await save(done.token, registrationInput(done.userName))).status).toBe(200);
    expect((await part(done.token, { type: 'supplierBank', detail: { bankName: 'BIDV' } })).status).toBe(409);
  });
});
