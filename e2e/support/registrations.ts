// Accounts of one test alone, made through the real calls: a registering (temporary) user, its
// submitted registration, what the buyer's operator sees waiting, and a qualified supplier approved
// by the operator. A test that changes an account's state, or may force its sessions offline, uses
// one of these rather than a demo account that other tests use at the same time.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, codeOf, imageProof } from './auth-helpers';
import { operatorApi, operatorToken } from './operator-api';

export const TEMP_PASSWORD = 'Reg#2026';
let counter = 0;

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/**
 * Registers a temporary user through the registration-start calls and returns its name. The phone
 * is random, not the clock's: two workers registering a few milliseconds apart could get the same
 * number from the clock, and a number gets one code a minute.
 */
export async function newTempUser(request: APIRequestContext, prefix: string, phone = `+84 9${randomDigits(8)}`): Promise<string> {
  const unique = `${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`;
  const userName = `${prefix}${unique}`.slice(0, 18);
  const code = codeOf(await request.post('/isp/portal/plogin/getRegisterCode', { params: { phone, ...(await imageProof(request)) } }));
  const reply = await request.post('/isp/portal/plogin/registerUser', { params: { userName, password: TEMP_PASSWORD, confirmPassword: TEMP_PASSWORD, phone, code } });
  expect(((await reply.json()) as { code: number }).code).toBe(0);
  return userName;
}

/** A small valid PDF (what the server's content sniffing takes for one). */
export const smallPdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n', 'latin1')]) });

export const REQUIRED_TYPES = ['ISP20', 'ISP42', 'ISP43', 'ISP44', 'ISP45'] as const;

/** Uploads one file of each required qualification type (spec 02 §5) through the API, as the registering user. */
export async function attachRequiredFiles(request: APIRequestContext, token: string): Promise<void> {
  for (const type of REQUIRED_TYPES) {
    const res = await request.post('/isp/portal/plogin/upload', {
      headers: { 'isp-authorization': token },
      multipart: { businessId: 'REGISTRATION', businessType: 'register', fileBusinessType: type, file: smallPdf(`${type}.pdf`) },
    });
    expect(res.status()).toBe(200);
  }
}

/** Submits a complete registration as the registering user; answers the session it used. */
async function submitRegistration(request: APIRequestContext, userName: string): Promise<string> {
  const token = (await apiLogin(request, userName, TEMP_PASSWORD)).access_token;
  await attachRequiredFiles(request, token);
  const body = {
    flag: 'submit',
    supplierInfoAll: { supplierName: '河内示范能源有限公司', supplierNameEn: 'Hanoi Demo Energy Co., Ltd.', creditCode: '0101234567', establishDate: '2015-06-01', licenceLongTerm: true, registeredCapital: '5000000', currency: 'VND', employeeCount: '85', supplierType: 'MANUFACTURER', supplyType: 'MATERIAL' },
    supplierAddress: { country: 'VN', province: 'Hà Nội', city: 'Hà Nội', address: '12 Tràng Tiền', phone: '+84 24 3822 1234' },
    supplierBank: { bankName: 'Vietcombank', branchName: 'Hoàn Kiếm', accountName: 'Hanoi Demo Energy', accountNumber: '0011004123456' },
    supplierUsers: [{ contactName: 'Nguyễn Văn An', idNumber: '001090012345', phone: '+84 912345678', email: 'an@demo.vn', job: 'Director', isMainUser: true, userName }],
  };
  const res = await request.post('/isp/portal/user/saveSupplierDetail', { data: body, headers: { 'isp-authorization': token } });
  expect(((await res.json()) as { data: { status: string } }).data.status).toBe('submitted');
  return token;
}

/** A registering user who has submitted a complete registration. */
export async function submittedRegistration(request: APIRequestContext): Promise<string> {
  const userName = await newTempUser(request, 'chg');
  await submitRegistration(request, userName);
  return userName;
}

/**
 * Everything that waits for the operator, of one kind: to find the id the command line takes. The
 * list is oldest first, so every page is read: a run's tests leave more than one page of
 * registrations waiting, and the newest (the caller's) would be past the first.
 */
export async function waiting(request: APIRequestContext, kind: 'registration' | 'change'): Promise<Record<string, string>[]> {
  const headers = { 'isp-authorization': await operatorToken(request) };
  const pageSize = 100;
  const all: Record<string, string>[] = [];
  for (let page = 1; ; page++) {
    const res = await request.post('/isp/operator/getApproveList', { data: { kind, page, pageSize }, headers });
    expect(res.ok(), `getApproveList page ${page}: HTTP ${res.status()}`).toBe(true);
    const { records } = (await res.json()) as { records: Record<string, string>[] };
    all.push(...records);
    if (records.length < pageSize) return all;
  }
}

export interface FreshSupplier {
  userName: string;
  password: string;
  /** The 11 digits the login card's SMS login takes. */
  mobile: string;
  supplierId: string;
}

/**
 * A qualified supplier no other test knows, approved through the operator API, with no live
 * session: for a test that logs in through the form and may answer "force the other session
 * offline?" with yes. On a demo account that answer logged out whichever other test was using it.
 */
export async function newApprovedSupplier(request: APIRequestContext, prefix: string): Promise<FreshSupplier> {
  // A mainland number: the SMS login takes 11 digits and finds the account by them (+86 stored).
  const mobile = `139${randomDigits(8)}`;
  const userName = await newTempUser(request, prefix, `+86 ${mobile}`);
  const token = await submitRegistration(request, userName);
  const registration = (await waiting(request, 'registration')).find((r) => r.userName === userName);
  expect(registration, `${userName} waits for approval`).toBeDefined();
  const approved = await (await operatorApi<{ supplierId: string }>(request))('updateWf', { id: registration!.userId, decision: 'approve' });
  // The registration's session would still count as a login elsewhere: a test starts without it.
  expect((await request.get('/isp/portal/user/logout', { headers: { 'isp-authorization': token } })).ok()).toBe(true);
  return { userName, password: TEMP_PASSWORD, mobile, supplierId: approved.supplierId };
}
