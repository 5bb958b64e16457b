import { call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const P = '/isp/portal';

describe('attachments', () => {
  it('lists the files of a notice with name, size and upload time', async () => {
    const res = await call(s.url, 'POST', `${P}/plogin/getAttachmentList` + qs({ businessId: 'N-bidding-0001', page: 1, pageSize: 99 }));
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.records[0]).toEqual(expect.objectContaining({ fileId: expect.any(String), fileName: '技术规范书.pdf', fileSize: expect.any(Number), uploadTime: expect.any(String) }));
    // A public file's address needs no signature and never expires.
    expect(res.body.records[0].url).toBe(`/upms/file/${res.body.records[0].fileId}`);
  });

  it('downloads a file by id with its Chinese name', async () => {
    const list = await call(s.url, 'POST', `${P}/plogin/getAttachmentList` + qs({ businessId: 'N-bidding-0001' }));
    const file = list.body.records.find((f: { fileSize: number }) => f.fileSize > 0);
    for (const path of [`${P}/plogin/downLoadByFileId`, `${P}/plogin/downLoad`]) {
      const res = await fetch(s.url + path + qs({ fileId: file.fileId }), { method: 'POST' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(file.fileSize);
    }
    const blob = await fetch(`${s.url}/upms/file/${file.fileId}`);
    expect(blob.status).toBe(200);
  });

  it('refuses an empty attachment with the spec message, in the request language', async () => {
    const zh = await call(s.url, 'POST', `${P}/plogin/downLoadByFileId` + qs({ fileId: 'F-EMPTY-0001' }));
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ code: 1, msg: '下载失败，无法下载空附件！' });
    const en = await call(s.url, 'POST', `${P}/plogin/downLoadByFileId` + qs({ fileId: 'F-EMPTY-0001' }), { headers: { 'content-lang': 'en-US' } });
    expect(en.body.msg).toBe('Download failed: the attachment is empty!');
  });

  it('answers 404 for an unknown file and 400 without an id', async () => {
    expect((await call(s.url, 'POST', `${P}/plogin/downLoadByFileId` + qs({ fileId: 'nope' }))).status).toBe(404);
    const missing = await call(s.url, 'POST', `${P}/plogin/downLoadByFileId`);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/缺少参数 fileId/);
    expect((await call(s.url, 'POST', `${P}/plogin/getAttachmentList` + qs({ businessId: 'N-bidding-0001', page: 0 }))).body.msg).toMatch(/参数 page 应不小于1/);
  });

  it('downloads the purchase file of a source', async () => {
    const res = await fetch(`${s.url}${P}/plogin/downLoadPurchaseFile` + qs({ sourceId: 'S-XJ20260001' }));
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('XJ20260001采购文件.pdf');
  });
});

describe('notice of award', () => {
  it('is a file written from the published award notice', async () => {
    const winning = await call(s.url, 'GET', `${P}/tenderNotice/pageIspBidder` + qs({ current: 1, size: 1 }));
    const n = winning.body.records[0];
    const res = await fetch(`${s.url}${P}/tenderNotice/downloadNoticeOfAward` + qs({ sourceNum: n.businessNum }), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    expect(await res.text()).toContain(n.infoTitle);
  });

  it('is a 404 for a source without an award notice', async () => {
    const res = await call(s.url, 'POST', `${P}/tenderNotice/downloadNoticeOfAward` + qs({ sourceNum: 'NO-SUCH' }));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(1);
  });
});
