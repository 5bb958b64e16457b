// The upload calls on the S3 storage (PORTAL_STORAGE=s3) against an s3rver this test starts on
// 127.0.0.1: what the folder storage does in uploads.api.test.ts holds here too, and a second
// server instance on the same bucket and database serves the file (instances share files).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { call, loginToken, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { ELF_HEAD, PDF_HEAD, upload } from './uploads-client';
import { createStorage, type StorageSettings } from '../../src/platform/storage';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/platform/clock';

jest.setTimeout(120_000);

const MB = 1024 * 1024;
const P = '/isp/portal/plogin';
let s3: { close: () => Promise<void> };
let s3Dir: string;
let s: TestServer;
let settings: StorageSettings;
let token: string;

const objects = () => fs.readdirSync(s3Dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('._S3rver_object')).map((e) => e.name);

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver');
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'portal-uploads', configs: [] }] });
  const { port } = await server.run();
  s3 = server;
  // Jest gives each test file its own process.env: these settings stay in this file.
  Object.assign(process.env, { PORTAL_STORAGE: 's3', PORTAL_S3_ENDPOINT: `http://127.0.0.1:${port}`, PORTAL_S3_BUCKET: 'portal-uploads', PORTAL_S3_ACCESS_KEY: 'S3RVER', PORTAL_S3_SECRET_KEY: 'S3RVER' });
  settings = { kind: 's3', endpoint: `http://127.0.0.1:${port}`, bucket: 'portal-uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  s = await startTestServer();
  token = await loginToken(s.url, 'supplier01');
});
afterAll(async () => {
  await s?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('uploads on S3', () => {
  it('a file goes to the bucket, not the data folder, and comes back byte for byte; deleting removes the object', async () => {
    const up = await upload(s.url, token, { fields: { businessId: 'S3-1', fileBusinessType: 'BID_DOCUMENT' }, fileName: '投标文件.pdf', head: PDF_HEAD, size: 12 * MB });
    expect(up.status).toBe(200);
    expect(fs.existsSync(path.join(s.config.dataDir, 'files'))).toBe(false);
    const storage = await createStorage(settings);
    expect(await storage.exists(`uploads/supplier/${up.body.data.fileId}`)).toBe(true);
    const dl = await fetch(`${s.url}${P}/downLoadByFileId` + qs({ fileId: up.body.data.fileId }), { method: 'POST', headers: { 'isp-authorization': token } });
    const bytes = Buffer.from(await dl.arrayBuffer());
    expect(bytes.length).toBe(12 * MB);
    expect(bytes.subarray(0, PDF_HEAD.length)).toEqual(PDF_HEAD);

    // A second instance on the same database and bucket serves the same file.
    const second = await buildApp({ db: s.db, dbKind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', config: s.config, clock: systemClock });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address() as AddressInfo;
    const again = await fetch(`http://127.0.0.1:${address.port}${P}/downLoad` + qs({ fileId: up.body.data.fileId }), { method: 'POST', headers: { 'isp-authorization': token } });
    expect(Buffer.from(await again.arrayBuffer()).length).toBe(12 * MB);
    await second.close();

    expect((await call(s.url, 'POST', `${P}/deleteFile` + qs({ fileId: up.body.data.fileId }), { headers: { 'isp-authorization': token } })).body.code).toBe(0);
    expect(await storage.exists(`uploads/supplier/${up.body.data.fileId}`)).toBe(false);
  });

  it('refused uploads leave no object in the bucket', async () => {
    const before = objects();
    const big = await upload(s.url, token, { fields: { businessId: 'S3-2', fileBusinessType: 'ISP20' }, fileName: 'scan.pdf', head: PDF_HEAD, size: 10 * MB + 1 });
    expect(big.status).toBe(413);
    const elf = await upload(s.url, token, { fields: { businessId: 'S3-2', fileBusinessType: 'ISP20' }, fileName: 'scan.pdf', head: ELF_HEAD, size: 1000 });
    expect(elf.status).toBe(400);
    const empty = await upload(s.url, token, { fields: { businessId: 'S3-2', fileBusinessType: 'ISP20' }, fileName: 'scan.pdf' });
    expect(empty.body.msg).toBe('文件大小为0字节');
    expect(objects()).toEqual(before);
  });
});
