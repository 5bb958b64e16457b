// plogin/upload and the owner rules of the file calls (issue 13, spec 02 §5, §7, §8).
import http from 'node:http';
import path from 'node:path';
import { FixedClock } from '../../src/platform/clock';
import { auditEntries } from '../../src/platform/audit';
import { makeSupplier, makeUser } from './helpers/fixtures';
import { call, loginToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { ELF_HEAD, filesUnder, PDF_HEAD, PE_HEAD, PNG, upload, type UploadSpec } from './uploads-client';

jest.setTimeout(Number(process.env.UPLOAD_TEST_TIMEOUT ?? 60_000));

const MB = 1024 * 1024;
const P = '/isp/portal/plogin';
const clock = new FixedClock(new Date());
let s: TestServer;
let supplier: string;
let registering: string;
let other: string;
let filesDir: string;

beforeAll(async () => {
  s = await startTestServer({ clock });
  filesDir = path.join(s.config.dataDir, 'files');
  supplier = await loginToken(s.url, 'supplier01');
  registering = await loginToken(s.url, 'register01');
  other = await supplierToken();
});
afterAll(() => s?.close());

/** A portal user of a supplier of its own. */
async function supplierToken(): Promise<string> {
  const sup = await makeSupplier(s.db);
  const user = await makeUser(s.db, { user_kind: 'portal', supplier_id: sup.supplier_id });
  return loginToken(s.url, user.user_name, user.password);
}

let record = 0;
/** A business record of its own for each test, so counts never mix. */
const businessId = () => `BIZ-${Date.now().toString(36)}-${record++}`;

const pdf = (fields: Record<string, string>, over: Partial<UploadSpec> = {}): UploadSpec => ({ fields, fileName: '营业执照.pdf', contentType: 'application/pdf', head: PDF_HEAD, ...over });

/** Asserts a refused upload left no file and no temporary part behind. */
async function refusedLeavingNothing(token: string, spec: UploadSpec, lang = 'zh-CN') {
  const before = filesUnder(filesDir);
  const res = await upload(s.url, token, spec, { 'content-lang': lang });
  expect(res.body.code).toBe(1);
  expect(filesUnder(filesDir)).toEqual(before);
  return res;
}

describe('uploading', () => {
  it('a supplier uploads a PDF: stored once, listed, downloaded byte for byte', async () => {
    const id = businessId();
    const res = await upload(s.url, supplier, pdf({ businessId: id, businessType: 'supplier', fileBusinessType: 'ISP20', moduleCode: 'SUP', uploadedByName: '张三' }, { size: 5000 }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fileName: '营业执照.pdf', fileSize: 5000, businessId: id, businessType: 'supplier', fileBusinessType: 'ISP20', dataType: 0, uploadedBy: '张三' });
    const list = await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id, page: 1, pageSize: 20 }), { headers: { 'isp-authorization': supplier } });
    expect(list.body).toMatchObject({ code: 0, total: 1, records: [{ fileId: res.body.data.fileId, fileName: '营业执照.pdf', fileSize: 5000 }] });
    const dl = await fetch(`${s.url}${P}/downLoadByFileId` + qs({ fileId: res.body.data.fileId }), { method: 'POST', headers: { 'isp-authorization': supplier } });
    expect(dl.status).toBe(200);
    const bytes = Buffer.from(await dl.arrayBuffer());
    expect(bytes.length).toBe(5000);
    expect(bytes.subarray(0, PDF_HEAD.length)).toEqual(PDF_HEAD);
  });

  it('a registering user uploads with the token in isp-register too', async () => {
    const res = await upload(s.url, null, { fields: { businessId: businessId(), businessType: 'register', fileBusinessType: 'ISP43' }, fileName: 'id.png', contentType: 'image/png', head: PNG }, { 'isp-register': registering });
    expect(res.status).toBe(200);
    expect(res.body.data.fileSize).toBe(PNG.length);
  });

  it('a visitor, or a bare user name in isp-register, is refused', async () => {
    expect((await upload(s.url, null, pdf({ businessId: 'x' }))).status).toBe(401);
    expect((await upload(s.url, null, pdf({ businessId: 'x' }), { 'isp-register': 'register01' })).status).toBe(401);
  });

  it('a request that is not multipart, or has no file, is refused with a message', async () => {
    const json = await call(s.url, 'POST', `${P}/upload`, { json: { businessId: 'x' }, headers: { 'isp-authorization': supplier, 'content-lang': 'en-US' } });
    expect(json.status).toBe(400);
    expect(json.body.msg).toMatch(/multipart/);
  });

  it('business types 260-300 are filed under dataType 1, others keep theirs', async () => {
    for (const type of ['260', '270', '280', '290', '300', '250']) {
      const res = await upload(s.url, supplier, pdf({ businessId: businessId(), businessType: type, dataType: '0' }));
      expect([type, res.body.data?.dataType]).toEqual([type, type === '250' ? 0 : 1]);
    }
  });
});

describe('refusals, in three languages, leaving nothing on disk', () => {
  it('a wrong extension', async () => {
    const spec = pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }, { fileName: 'licence.docx' });
    expect((await refusedLeavingNothing(supplier, spec)).body.msg).toBe('只能上传后缀为 pdf, jpg, jpeg, png 的文件');
    expect((await refusedLeavingNothing(supplier, spec, 'en-US')).body.msg).toBe('Only files with extension pdf, jpg, jpeg, png can be uploaded');
    expect((await refusedLeavingNothing(supplier, spec, 'vi-VN')).body.msg).toBe('Chỉ được tải lên tệp có phần mở rộng pdf, jpg, jpeg, png');
  });

  it('an executable renamed .pdf (ELF and PE)', async () => {
    for (const head of [ELF_HEAD, PE_HEAD]) {
      const res = await refusedLeavingNothing(supplier, pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }, { fileName: 'invoice.pdf', head, size: 20_000 }), 'en-US');
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('The file content does not match its extension pdf; only files with extension pdf, jpg, jpeg, png can be uploaded');
    }
  });

  it('a text file with a NUL byte named .txt, and a PDF named .png', async () => {
    const txt = await refusedLeavingNothing(supplier, { fields: { businessId: businessId() }, fileName: 'notes.txt', head: Buffer.from('hello\0world') });
    expect(txt.body.msg).toMatch(/^文件内容与后缀 txt 不符/);
    const png = await refusedLeavingNothing(supplier, pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }, { fileName: 'scan.png' }));
    expect(png.body.msg).toMatch(/^文件内容与后缀 png 不符/);
  });

  it('zero bytes', async () => {
    const spec = pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }, { head: Buffer.alloc(0) });
    expect((await refusedLeavingNothing(supplier, spec)).body.msg).toBe('文件大小为0字节');
    expect((await refusedLeavingNothing(supplier, spec, 'en-US')).body.msg).toBe('The file size is 0 bytes');
    expect((await refusedLeavingNothing(supplier, spec, 'vi-VN')).body.msg).toBe('Kích thước tệp là 0 byte');
  });

  it('one byte over 10 MB for supplier attachment types and isSup; exactly 10 MB passes', async () => {
    const over = await refusedLeavingNothing(supplier, pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }, { size: 10 * MB + 1 }));
    expect(over.status).toBe(413);
    expect(over.body.msg).toBe('文件大小不能超过 10M');
    const isSup = await refusedLeavingNothing(supplier, pdf({ businessId: businessId(), isSup: '1' }, { size: 10 * MB + 1 }), 'en-US');
    expect(isSup.body.msg).toBe('File size must not exceed 10M');
    const exact = await upload(s.url, supplier, pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }, { size: 10 * MB }));
    expect(exact.body.data.fileSize).toBe(10 * MB);
  });

  it('one byte over 50 MB by default', async () => {
    const res = await refusedLeavingNothing(supplier, pdf({ businessId: businessId() }, { size: 50 * MB + 1 }), 'vi-VN');
    expect(res.body.msg).toBe('Kích thước tệp không được vượt quá 50M');
  });

  it('one byte over 200 MB for bid documents', async () => {
    const res = await refusedLeavingNothing(supplier, pdf({ businessId: businessId(), fileBusinessType: 'BID_DOCUMENT' }, { fileName: '投标文件.pdf', size: 200 * MB + 1 }));
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('文件大小不能超过 200M');
  });

  it('the 21st file of one business record', async () => {
    const id = businessId();
    const own = await supplierToken();
    for (let i = 0; i < 20; i++) expect((await upload(s.url, own, pdf({ businessId: id, businessType: 'perf' }, { fileName: `合同${i}.pdf` }))).status).toBe(200);
    const res = await refusedLeavingNothing(own, pdf({ businessId: id, businessType: 'perf' }), 'en-US');
    expect(res.body.msg).toBe('At most 20 files can be uploaded');
    // Another record, or another supplier's files under the same id, count apart.
    expect((await upload(s.url, own, pdf({ businessId: id, businessType: 'other' }))).status).toBe(200);
    expect((await upload(s.url, other, pdf({ businessId: id, businessType: 'perf' }))).status).toBe(200);
  });

  it('uploads are rate-limited per owner in a sliding minute', async () => {
    const own = await supplierToken();
    const wrong = pdf({ businessId: 'rate' }, { fileName: 'x.exe' });
    for (let i = 0; i < 60; i++) expect((await upload(s.url, own, wrong)).status).toBe(400);
    const limited = await upload(s.url, own, wrong, { 'content-lang': 'en-US' });
    expect(limited.status).toBe(429);
    clock.advance(61_000);
    expect((await upload(s.url, own, wrong)).status).toBe(400);
  });
});

/** A multipart request written by hand: ended without its closing boundary, or cut off midway. */
function rawUpload(token: string, body: Buffer, how: 'unterminated' | (() => Promise<void>)): Promise<{ status?: number; text: string }> {
  return new Promise((resolve) => {
    const u = new URL(`${s.url}${P}/upload`);
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=XX', 'isp-authorization': token } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', () => resolve({ text: 'cut' }));
    req.write(Buffer.from('--XX\r\nContent-Disposition: form-data; name="businessId"\r\n\r\nraw\r\n--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n'));
    req.write(body);
    if (how === 'unterminated') req.end();
    // 'cut': the client goes away once the given condition holds.
    else void how().then(() => req.destroy());
  });
}

describe('a broken request body', () => {
  it('ended mid-file is refused with "file upload failed" (400), and leaves nothing', async () => {
    const before = filesUnder(filesDir);
    const res = await rawUpload(supplier, Buffer.concat([PDF_HEAD, Buffer.alloc(200_000, 0x20)]), 'unterminated');
    expect(res).toEqual({ status: 400, text: JSON.stringify({ code: 1, msg: '文件上传失败' }) });
    expect(filesUnder(filesDir)).toEqual(before);
  });

  it('cut off by the client leaves nothing either', async () => {
    const before = filesUnder(filesDir);
    const parts = () => filesUnder(filesDir).filter((f) => f.includes('.part-'));
    /** Waits (at most 30 s: a loaded machine is slow to see a socket close) for the server's side of the stream to get somewhere. */
    const waitFor = async (done: () => boolean) => {
      for (const until = Date.now() + 30_000; !done() && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    };
    // Cut once the server has begun writing the file (its temporary part exists)…
    await rawUpload(supplier, Buffer.concat([PDF_HEAD, Buffer.alloc(2 * MB, 0x20)]), () => waitFor(() => parts().length > 0));
    // …and the part goes when the server notices.
    await waitFor(() => parts().length === 0);
    const list = await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: 'raw' }), { headers: { 'isp-authorization': supplier } });
    expect(list.body.total).toBe(0);
    expect(filesUnder(filesDir)).toEqual(before);
  });
});

describe('downloads keep the original name', () => {
  it.each([['报价单 "终版".pdf'], ['😀 emoji ✓.pdf'], ["it's \"quoted\" \\ back.pdf"], ['Hợp đồng số 1.pdf']])('%s', async (name) => {
    const up = await upload(s.url, supplier, pdf({ businessId: businessId() }, { fileName: name }));
    expect(up.body.data.fileName).toBe(name);
    const dl = await fetch(`${s.url}${P}/downLoad` + qs({ fileId: up.body.data.fileId }), { method: 'POST', headers: { 'isp-authorization': supplier } });
    const header = dl.headers.get('content-disposition')!;
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(header.slice(header.indexOf('filename="') + 10, header.indexOf('";'))).not.toMatch(/["\\]/);
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe(name);
    await dl.arrayBuffer();
  });
});

describe("another supplier learns nothing of a supplier's files", () => {
  it('list, by type, download, delete: the same answers as for a file that does not exist', async () => {
    const id = businessId();
    const up = await upload(s.url, supplier, pdf({ businessId: id, businessType: 'supplier', fileBusinessType: 'ISP42' }));
    const fileId = up.body.data.fileId as string;
    const as = (token: string | null): { headers: Record<string, string> } => ({ headers: token ? { 'isp-authorization': token } : {} });

    const list = await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id }), as(other));
    expect(list.body).toMatchObject({ code: 0, total: 0, records: [] });
    expect((await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id }), as(null))).body.total).toBe(0);
    expect((await call(s.url, 'POST', `${P}/getFileByType` + qs({ businessId: id, fileBusinessType: 'ISP42' }), as(other))).body.data).toEqual([]);
    expect((await call(s.url, 'POST', `${P}/getIspInfoFile` + qs({ businessId: id }), as(other))).body.data).toEqual([]);
    expect((await call(s.url, 'POST', `${P}/getIspInfoFile` + qs({ businessId: id }), as(supplier))).body.data).toHaveLength(1);
    expect((await call(s.url, 'POST', `${P}/getFileByType` + qs({ businessId: id, fileBusinessType: 'ISP42,ISP43' }), as(supplier))).body.data).toHaveLength(1);

    for (const route of ['downLoadByFileId', 'downLoad', 'deleteFile']) {
      const theirs = await call(s.url, 'POST', `${P}/${route}` + qs({ fileId }), as(other));
      const missing = await call(s.url, 'POST', `${P}/${route}` + qs({ fileId: '00000000-0000-4000-8000-000000000000' }), as(other));
      expect([route, theirs.status, theirs.body]).toEqual([route, missing.status, missing.body]);
      expect(theirs.status).toBe(404);
    }
    expect((await fetch(`${s.url}/upms/file/${fileId}`, { headers: { 'isp-authorization': registering } })).status).toBe(404);
    // Still there for its owner.
    expect((await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id }), as(supplier))).body.total).toBe(1);
  });

  it("a registering user's files are the user's alone", async () => {
    const id = businessId();
    const up = await upload(s.url, registering, pdf({ businessId: id, fileBusinessType: 'ISP20' }));
    expect((await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id }), { headers: { 'isp-authorization': supplier } })).body.total).toBe(0);
    expect((await call(s.url, 'POST', `${P}/downLoadByFileId` + qs({ fileId: up.body.data.fileId }), { headers: { 'isp-authorization': supplier } })).status).toBe(404);
    expect((await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id }), { headers: { 'isp-register': registering } })).body.total).toBe(1);
  });

  it('the owner deletes a file: gone from the list, the disk and downloads, and the deletion is audited', async () => {
    const id = businessId();
    const before = filesUnder(filesDir);
    const up = await upload(s.url, supplier, pdf({ businessId: id, fileBusinessType: 'ISP45' }, { fileName: '声明函.pdf' }));
    const fileId = up.body.data.fileId as string;
    expect(filesUnder(filesDir)).toHaveLength(before.length + 1);
    const del = await call(s.url, 'POST', `${P}/deleteFile` + qs({ fileId }), { headers: { 'isp-authorization': supplier } });
    expect(del.body).toMatchObject({ code: 0 });
    expect(filesUnder(filesDir)).toEqual(before);
    expect((await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id }), { headers: { 'isp-authorization': supplier } })).body.total).toBe(0);
    expect((await call(s.url, 'POST', `${P}/downLoadByFileId` + qs({ fileId }), { headers: { 'isp-authorization': supplier } })).status).toBe(404);
    const [entry] = await auditEntries(s.db, { target: `attachment:${fileId}` });
    expect(entry).toMatchObject({ actorKind: 'portal', action: 'file.delete', at: clock.now().toISOString(), detail: { userName: 'supplier01', fileName: '声明函.pdf', businessId: id } });
    // Append-only: the database drops changes to the log.
    await s.db.deleteFrom('audit_log' as never).execute();
    expect(await auditEntries(s.db, { target: `attachment:${fileId}` })).toHaveLength(1);
  });

  it('public notice attachments stay open to everyone', async () => {
    const list = await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: 'N-bidding-0001' }), { headers: { 'isp-authorization': other } });
    expect(list.body.total).toBeGreaterThanOrEqual(2);
    expect((await call(s.url, 'POST', `${P}/deleteFile` + qs({ fileId: list.body.records[0].fileId }), { headers: { 'isp-authorization': other } })).status).toBe(404);
  });
});

describe('attachment types (CRC_FILE_TYPE)', () => {
  it('come with their extensions and size limits, named in the language asked for', async () => {
    const res = await call(s.url, 'POST', `${P}/getFndLookupList` + qs({ lookupType: 'CRC_FILE_TYPE', language: 'en-US' }));
    const isp20 = res.body.data.find((t: { lookupCode: string }) => t.lookupCode === 'ISP20');
    expect(isp20).toMatchObject({ label: 'Business licence scan', meaning: '营业执照扫描件', extensions: ['pdf', 'jpg', 'jpeg', 'png'], maxSize: 10 * MB, maxSizeMb: 10, maxCount: 20 });
    const bid = res.body.data.find((t: { lookupCode: string }) => t.lookupCode === 'BID_DOCUMENT');
    expect(bid.maxSizeMb).toBe(200);
    const vi = await call(s.url, 'POST', `${P}/getFndLookupList` + qs({ lookupType: 'CRC_FILE_TYPE' }), { headers: { 'content-lang': 'vi-VN' } });
    expect(vi.body.data[0].label).toBe('Bản scan giấy phép kinh doanh');
  });
});

describe('signed addresses of private files (open in a new tab, which sends no token)', () => {
  const bytesOf = async (url: string, lang = 'en-US') => {
    const res = await fetch(`${s.url}${url}`, { headers: { 'content-lang': lang } });
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()) };
  };

  it('the listed address downloads the file without a token, for a while, and for that file only', async () => {
    const id = businessId();
    const first = await upload(s.url, supplier, pdf({ businessId: id, fileBusinessType: 'ISP20' }));
    const second = await upload(s.url, supplier, pdf({ businessId: id, fileBusinessType: 'ISP21' }));
    // The upload answer and every list carry the address.
    expect(first.body.data.url).toMatch(new RegExp(`^/upms/file/${first.body.data.fileId}\\?exp=\\d+&sig=[\\w-]{43}$`));
    const listed = await call(s.url, 'POST', `${P}/getAttachmentList` + qs({ businessId: id }), { headers: { 'isp-authorization': supplier } });
    const url = listed.body.records.find((r: { fileId: string }) => r.fileId === first.body.data.fileId).url as string;
    const typed = await call(s.url, 'POST', `${P}/getFileByType`, { json: { businessId: id, fileBusinessType: 'ISP20' }, headers: { 'isp-authorization': supplier } });
    expect(typed.body.data[0].url).toMatch(/\?exp=\d+&sig=/);

    const opened = await bytesOf(url);
    expect(opened.status).toBe(200);
    expect((opened.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // Without the signature, or with one changed, or moved to another file: not found, as to any visitor.
    expect((await bytesOf(url.replace(/\?.*$/, ''))).status).toBe(404);
    const sig = new URL(url, s.url).searchParams.get('sig')!;
    const changed = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await bytesOf(url.replace(sig, changed))).status).toBe(404);
    expect((await bytesOf(url.replace(first.body.data.fileId, second.body.data.fileId))).status).toBe(404);
    const exp = Number(new URL(url, s.url).searchParams.get('exp'));
    expect((await bytesOf(url.replace(`exp=${exp}`, `exp=${exp + 3600}`))).status).toBe(404);
  });

  it.each([
    ['en-US', 'This download link has expired: open the page again to download the file'],
    ['zh-CN', '下载链接已过期，请重新打开页面后下载'],
    ['vi-VN', 'Liên kết tải xuống đã hết hạn: hãy mở lại trang để tải tệp'],
  ])('after 30 minutes the address says it has expired (%s); the portal itself still downloads', async (lang, msg) => {
    const up = await upload(s.url, supplier, pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }));
    clock.advance(30 * 60_000 + 1_000);
    expect(await bytesOf(up.body.data.url, lang)).toEqual({ status: 403, body: { code: 1, msg } });
    expect((await fetch(`${s.url}/upms/file/${up.body.data.fileId}`, { headers: { 'isp-authorization': supplier } })).status).toBe(200);
  });

  it('a malformed signature is refused by the schema, before any file is looked at', async () => {
    const up = await upload(s.url, other, pdf({ businessId: businessId(), fileBusinessType: 'ISP20' }));
    const bad = await fetch(`${s.url}/upms/file/${up.body.data.fileId}?exp=1&sig=${encodeURIComponent('x\u0000y')}`);
    expect(bad.status).toBe(400);
    expect((await bytesOf(`/upms/file/${up.body.data.fileId}?exp=1&sig=short`)).status).toBe(400);
  });
});
