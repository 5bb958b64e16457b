import { errorLog } from '@portal/shared/core';
import { BEACONS_PER_MINUTE, BEACON_URL, fingerprint, remoteOf, reportLoad, reportedRoute, watchRemoteErrors } from './release-health';

const entry = (name: string, version: string) => ({ name, remote: name.replace('_', '-'), version, entry: `/remotes/${name.replace('_', '-')}/${version}/mf-manifest.json` });

// jsdom's Blob has no text(): read it as a browser of old would.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function sentBodies(spy: jest.Mock): Promise<Record<string, unknown>[]> {
  return Promise.all(spy.mock.calls.map(async ([url, blob]: [string, Blob]) => (expect(url).toBe(BEACON_URL), JSON.parse(await textOf(blob)))));
}

describe('release health reports', () => {
  let beacon: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    errorLog.clear();
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.history.replaceState(null, '', '/supplier/order/20261128001?phone=13812345678#x');
  });

  it('masks ids and drops the query and hash of the route', () => {
    expect(reportedRoute(location.pathname)).toBe('/supplier/order/#');
    expect(reportedRoute('/mail/li.lei@example.com')).toBe('/mail/<email>');
  });

  it('finds the remote and version in a stack, and fingerprints the same error the same way', () => {
    const stack = 'TypeError: x\n    at f (http://127.0.0.1:8080/remotes/mf-sourcing/r3-0123abcd/src_a.js?v=1:10:5)';
    expect(remoteOf({ stack, info: '', url: '' })).toEqual({ app: 'mf-sourcing', version: 'r3-0123abcd' });
    expect(remoteOf({ stack: 'at host.js:1:1', info: '', url: '/' })).toBeNull();
    expect(fingerprint('x 1234', stack)).toBe(fingerprint('x 9999', stack.replace('127.0.0.1:8080', 'portal.example.com').replace('?v=1', '?v=2')));
    expect(fingerprint('x', stack)).not.toBe(fingerprint('y', stack));
  });

  it('sends one load per remote and page, with its version', async () => {
    reportLoad(entry('mf_supplier', 'r2-0123abcd'), 321.4);
    reportLoad(entry('mf_supplier', 'r2-0123abcd'), 10);
    const [body, ...rest] = await sentBodies(beacon);
    expect(rest).toEqual([]);
    expect(body).toMatchObject({ kind: 'load', app: 'mf-supplier', version: 'r2-0123abcd', loadMs: 321, route: '/supplier/order/#' });
    expect(body.browser).toMatch(/^[0-9a-f]{16}$/);
  });

  it("reports a remote's errors from now on, masked, and not the host's own or earlier ones", async () => {
    errorLog.add({ message: 'before', stack: 'at /remotes/mf-public/r1-0123abcd/a.js:1:1' });
    const stop = watchRemoteErrors();
    errorLog.add({ message: 'host broke', stack: 'at /host/main.js:1:1' });
    errorLog.add({ message: 'failed for 13812345678', stack: 'at /remotes/mf-public/r1-0123abcd/a.js:2:2' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    stop();
    const bodies = await sentBodies(beacon);
    expect(bodies).toEqual([expect.objectContaining({ kind: 'error', app: 'mf-public', version: 'r1-0123abcd', message: 'failed for #', fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/) })]);
  });

  it('sends at most its budget a minute, across pages of the browser', async () => {
    const stop = watchRemoteErrors();
    for (let i = 0; i < BEACONS_PER_MINUTE + 10; i++) errorLog.add({ message: `e${i}`, stack: 'at /remotes/mf-public/r1-0123abcd/a.js:2:2' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    stop();
    expect(beacon.mock.calls.length).toBeLessThanOrEqual(BEACONS_PER_MINUTE);
    expect(JSON.parse(localStorage.getItem('portal_beacon_budget')!).used).toBe(beacon.mock.calls.length);
  });
});
