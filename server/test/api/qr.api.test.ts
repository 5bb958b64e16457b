import { FixedClock } from '../../src/platform/clock';
import { loginToken, portalCalls } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

// Starting a seeded server takes long on a busy 2-core machine.
jest.setTimeout(120_000);

let s: TestServer;
const clock = new FixedClock(new Date());
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s?.close());

const { post } = portalCalls(() => s.url);

describe('QR login', () => {
  it('waiting → confirmed by a logged-in supplier → the polling page gets a session once', async () => {
    const qr = (await post('/isp/portal/user/getQRcode')).body.data;
    expect(qr).toMatchObject({ qrId: expect.any(String), pollKey: expect.any(String), expiresIn: 30, confirmPath: `/middle?confirm=${qr.qrId}` });
    const state = () => post('/isp/portal/user/qrCodeState', { qrId: qr.qrId, pollKey: qr.pollKey });
    expect((await state()).body.data).toEqual({ status: 'waiting' });
    // Knowing the qrId (it is on the screen) is not enough to poll.
    expect((await post('/isp/portal/user/qrCodeState', { qrId: qr.qrId, pollKey: 'guess' })).body.data).toEqual({ status: 'expired' });
    expect((await post('/isp/portal/user/confirmQRcode', { qrId: qr.qrId })).status).toBe(401);
    const token = await loginToken(s.url);
    expect((await post('/isp/portal/user/confirmQRcode', { qrId: qr.qrId }, { 'isp-authorization': token })).body.code).toBe(0);
    const done = (await state()).body.data;
    expect(done).toMatchObject({ status: 'confirmed', login: { result: 'success', protalUser: { userName: 'supplier01' } } });
    expect(done.login.access_token).not.toBe(token);
    expect((await state()).body.data).toEqual({ status: 'expired' });
  });
  it('a code older than 30 s can no longer be confirmed', async () => {
    const qr = (await post('/isp/portal/user/getQRcode')).body.data;
    clock.advance(30_001);
    const token = await loginToken(s.url);
    const res = await post('/isp/portal/user/confirmQRcode', { qrId: qr.qrId }, { 'isp-authorization': token });
    expect(res.body).toEqual({ code: 1, msg: '二维码已失效，请刷新后重新扫描！' });
    expect((await post('/isp/portal/user/qrCodeState', { qrId: qr.qrId, pollKey: qr.pollKey })).body.data.status).toBe('expired');
  });
  it('only a supplier can confirm', async () => {
    const qr = (await post('/isp/portal/user/getQRcode')).body.data;
    const token = await loginToken(s.url, 'shelladmin');
    expect((await post('/isp/portal/user/confirmQRcode', { qrId: qr.qrId }, { 'isp-authorization': token })).body.msg).toBe('请使用已登录的供应商账号确认扫码登录！');
  });
});
