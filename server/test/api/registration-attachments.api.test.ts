// Spec 02 §3, §5, §7: the registration's qualification files and performance records. A submit
// needs a file of each required type and, for each filled performance record, its contract —
// checked by the server with the files it holds, in the caller's language. Records and files are
// their owner's only.
import { REGISTRATION_FILES_BUSINESS_ID as REG, REQUIRED_APTITUDE_TYPES } from '@portal/shared/core';
import { attachRequiredFiles, makeUser, registrationInput, smallPdf } from './helpers/fixtures';
import { call, operatorToken, qs } from './helpers/http';
import { loginToken } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { upload } from './uploads-client';

jest.setTimeout(180_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const U = '/isp/portal/user';
const F = '/isp/portal/plogin';
type Lang = 'zh-CN' | 'en-US' | 'vi-VN';
const post = (token: string, path: string, json?: unknown, lang: Lang = 'en-US') => call(s.url, 'POST', path, { json, headers: { 'isp-authorization': token, 'content-lang': lang } });

async function tempUser() {
  const user = await makeUser(s.db, { user_kind: 'temp' });
  return { ...user, token: await loginToken(s.url, user.user_name, user.password) };
}

const record = (id: string) => ({ id, type: 'material', mainProducts: 'Boiler tubes', manufacturerOrAgent: 'manufacturer', projectName: 'Unit 3 overhaul', contact: 'Lê Văn C', phone: '+84 912000111', unitClass: 'state-owned', contractExecution: 'completed' });
const contract = (token: string, id: string) => upload(s.url, token, { ...smallPdf('合同.pdf'), fields: { businessId: id, businessType: 'performance', fileBusinessType: 'PERFORMANCE_CONTRACT' } });

const MISSING: Record<Lang, Record<string, string>> = {
  'zh-CN': { ISP20: '请上传营业执照扫描件', ISP42: '请上传法定代表人授权书', ISP43: '请上传法定代表人身份证', ISP44: '请上传被授权人身份证', ISP45: '请上传声明函' },
  'en-US': { ISP20: 'Please upload the business licence scan', ISP42: 'Please upload the legal representative authorisation', ISP43: 'Please upload the legal representative ID', ISP44: 'Please upload the authorised person ID', ISP45: 'Please upload the declaration letter' },
  'vi-VN': {
    ISP20: 'Vui lòng tải lên bản scan giấy phép kinh doanh',
    ISP42: 'Vui lòng tải lên giấy ủy quyền của người đại diện theo pháp luật',
    ISP43: 'Vui lòng tải lên CMND/CCCD của người đại diện theo pháp luật',
    ISP44: 'Vui lòng tải lên CMND/CCCD của người được ủy quyền',
    ISP45: 'Vui lòng tải lên thư cam kết',
  },
};

describe('submit needs the five required qualification files (spec 02 §3, §5)', () => {
  it.each(REQUIRED_APTITUDE_TYPES)('without %s the submit is refused with its message in three languages', async (missing) => {
    const u = await tempUser();
    for (const type of REQUIRED_APTITUDE_TYPES.filter((t) => t !== missing)) {
      expect((await upload(s.url, u.token, { ...smallPdf(), fields: { businessId: REG, businessType: 'register', fileBusinessType: type } })).status).toBe(200);
    }
    for (const lang of ['zh-CN', 'en-US', 'vi-VN'] as const) {
      const res = await post(u.token, `${U}/saveSupplierDetail`, registrationInput(u.user_name), lang);
      expect([res.status, res.body.msg]).toEqual([400, MISSING[lang][missing]]);
    }
    // A temp save does not ask for files.
    expect((await post(u.token, `${U}/saveSupplierDetail`, { ...registrationInput(u.user_name), flag: 'temp' })).body.data.status).toBe('draft');
  });

  it('a deleted required file counts as missing again', async () => {
    const u = await tempUser();
    const files = await attachRequiredFiles(s.url, u.token);
    expect((await post(u.token, `${F}/deleteFile` + qs({ fileId: files[2].fileId }))).status).toBe(200);
    expect((await post(u.token, `${U}/saveSupplierDetail`, registrationInput(u.user_name))).body.msg).toBe('Please upload the legal representative ID');
  });
});

describe('performance records (spec 02 §3, §5, §7)', () => {
  it('a filled record without its contract is refused; with it the registration is submitted and the operator sees the files', async () => {
    const u = await tempUser();
    await attachRequiredFiles(s.url, u.token);
    const body = { ...registrationInput(u.user_name), supplierInfoPerformanceWz: [record('PERF-first001')] };
    for (const [lang, msg] of [
      ['zh-CN', '业绩1：请上传业绩合同扫描件'],
      ['en-US', 'Performance record 1: Please upload the scanned performance contract'],
      ['vi-VN', 'Hồ sơ năng lực 1: Vui lòng tải lên bản quét hợp đồng năng lực'],
    ] as const) {
      const res = await post(u.token, `${U}/saveSupplierDetail`, body, lang);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    // The contract of another record does not count.
    expect((await contract(u.token, 'PERF-other001')).status).toBe(200);
    expect((await post(u.token, `${U}/saveSupplierDetail`, body)).status).toBe(400);
    expect((await contract(u.token, 'PERF-first001')).status).toBe(200);
    const res = await post(u.token, `${U}/saveSupplierDetail`, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'submitted', supplierInfoPerformanceWz: [record('PERF-first001')], attachmentBusinessId: REG });

    const operator = await operatorToken(s.url);
    const shown = await call(s.url, 'POST', '/isp/operator/getApproveDetail', { json: { id: u.user_id }, headers: { 'isp-authorization': operator } });
    expect(shown.body.data.files).toHaveLength(7);
    expect(shown.body.data.files).toEqual(expect.arrayContaining([expect.objectContaining({ fileName: 'ISP20.pdf', fileBusinessType: 'ISP20', fileSize: 2048, fileId: expect.any(String) })]));
    expect(shown.body.data.supplierInfoPerformanceWz).toEqual([record('PERF-first001')]);
  });

  it('records survive a temp save and a reload; saveSupplierPerformance replaces them; delete removes one', async () => {
    const u = await tempUser();
    const saved = await post(u.token, `${U}/saveSupplierDetail`, { flag: 'temp', supplierInfoPerformanceWz: [record('PERF-keep0001'), { id: 'bad id', projectName: 'dropped' }] });
    expect(saved.body.data.supplierInfoPerformanceWz).toEqual([record('PERF-keep0001')]);
    // A save without the field leaves them alone.
    await post(u.token, `${U}/saveSupplierDetail`, { flag: 'temp', supplierInfoAll: { supplierName: 'X' } });
    expect((await post(u.token, `${U}/getSupplierDetail`)).body.data.supplierInfoPerformanceWz).toEqual([record('PERF-keep0001')]);

    const both = await post(u.token, `${U}/saveSupplierPerformance`, { supplierInfoAptitude: [], supplierInfoPerformanceWz: [record('PERF-keep0001')], supplierInfoPerformanceGc: [{ ...record('PERF-works001'), type: 'works' }] });
    expect(both.body.data.supplierInfoPerformanceWz.map((r: { id: string }) => r.id)).toEqual(['PERF-keep0001', 'PERF-works001']);
    expect((await post(u.token, `${U}/delete` + qs({ id: 'PERF-works001', formName: 'supplierInfoPerformanceWz' }))).status).toBe(200);
    expect((await post(u.token, `${U}/getSupplierDetail`)).body.data.supplierInfoPerformanceWz).toEqual([record('PERF-keep0001')]);
    expect((await post(u.token, `${U}/delete` + qs({ id: 'PERF-works001', formName: 'supplierInfoPerformanceWz' }))).status).toBe(404);
    expect((await post(u.token, `${U}/delete` + qs({ id: 'PERF-keep0001', formName: 'nonsense' }))).status).toBe(400);

    const long = await post(u.token, `${U}/saveSupplierPerformance`, { supplierInfoPerformanceWz: [{ ...record('PERF-long0001'), projectName: 'x'.repeat(201) }] });
    expect([long.status, long.body.msg]).toEqual([400, 'Performance record 1: At most 200 characters per field']);
  });
});

describe('a second registering user learns nothing of the first one', () => {
  it("cannot list, read or delete the first's files, nor see or delete its records", async () => {
    const first = await tempUser();
    const second = await tempUser();
    const [licence] = await attachRequiredFiles(s.url, first.token);
    await post(first.token, `${U}/saveSupplierPerformance`, { supplierInfoPerformanceWz: [record('PERF-secret01')] });
    expect((await contract(first.token, 'PERF-secret01')).status).toBe(200);

    expect((await post(second.token, `${F}/getFileByType` + qs({ businessId: REG, fileBusinessType: 'ISP20' }))).body.data).toEqual([]);
    expect((await post(second.token, `${F}/getIspInfoFile` + qs({ businessId: REG }))).body.data).toEqual([]);
    expect((await post(second.token, `${F}/getAttachmentList` + qs({ businessId: 'PERF-secret01' }))).body.total).toBe(0);
    expect((await post(second.token, `${F}/downLoadByFileId` + qs({ fileId: licence.fileId }))).status).toBe(404);
    expect((await post(second.token, `${F}/deleteFile` + qs({ fileId: licence.fileId }))).status).toBe(404);
    expect((await post(second.token, `${U}/delete` + qs({ id: 'PERF-secret01', formName: 'supplierInfoPerformanceWz' }))).status).toBe(404);
    expect((await post(second.token, `${U}/getSupplierDetail`)).body.data.supplierInfoPerformanceWz).toEqual([]);
    // The second user's submit does not count the first one's files.
    expect((await post(second.token, `${U}/saveSupplierDetail`, registrationInput(second.user_name))).body.msg).toBe('Please upload the business licence scan');

    expect((await post(first.token, `${F}/getFileByType` + qs({ businessId: REG, fileBusinessType: 'ISP20' }))).body.data).toHaveLength(1);
    expect((await post(first.token, `${U}/getSupplierDetail`)).body.data.supplierInfoPerformanceWz).toEqual([record('PERF-secret01')]);
  });

  it('a supplier token cannot reach the draft calls', async () => {
    const supplier = await loginToken(s.url, 'supplier01');
    expect((await post(supplier, `${U}/saveSupplierPerformance`, { supplierInfoPerformanceWz: [] })).status).toBe(403);
    expect((await post(supplier, `${U}/delete` + qs({ id: 'PERF-secret01', formName: 'supplierInfoPerformanceWz' }))).status).toBe(403);
  });
});
