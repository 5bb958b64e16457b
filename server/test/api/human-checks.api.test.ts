// Human checks a script cannot read (issue 12): the image code and the slider puzzle are served
// as pixels, with nothing in the bytes that names the answer, and the answer still verifies.
import { publicDb } from '../../src/modules/files/tables';
import { fromDataUrl, isPng, pngChunks } from './helpers/png';
import { CLIENT_HEADER, call, qs } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

/** Chunks of pixels and their colour space: no text (tEXt, zTXt, iTXt) or metadata a script could read. */
const PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'sBIT', 'sRGB', 'gAMA', 'cHRM', 'pHYs']);

const P = '/isp/portal/plogin';

describe('the image code', () => {
  it('is a PNG whose bytes hold no text and not the code', async () => {
    for (let i = 0; i < 5; i++) {
      const randomStr = `raster${i}`;
      const res = await fetch(`${s.url}/code?randomStr=${randomStr}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(isPng(bytes)).toBe(true);
      expect(pngChunks(bytes).filter((c) => !PIXEL_CHUNKS.has(c))).toEqual([]);
      const row = await s.db.selectFrom('image_code').select('code').where('random_str', '=', randomStr).executeTakeFirstOrThrow();
      const text = bytes.toString('latin1');
      expect(text).not.toContain(row.code);
      expect(text).not.toMatch(/<svg|<text/);
    }
  });

  it('the code a person reads (here: the stored one) still logs in', async () => {
    const randomStr = 'raster-login';
    await (await fetch(`${s.url}/code?randomStr=${randomStr}`)).arrayBuffer();
    const { code } = await s.db.selectFrom('image_code').select('code').where('random_str', '=', randomStr).executeTakeFirstOrThrow();
    const res = await call(s.url, 'POST', '/auth/oauth/token' + qs({ username: 'supplier01', password: 'Portal@2026', randomStr, code, grant_type: 'password', scope: 'server' }), { headers: CLIENT_HEADER });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
  });
});

describe('the slider puzzle', () => {
  it('serves PNG pictures, and neither they nor the reply name the hole', async () => {
    const others: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(s.url, 'POST', `${P}/getSliderPuzzle`);
      const { background, piece, puzzleId, ...rest } = res.body.data;
      expect(puzzleId).toMatch(/^[0-9a-f]{32}$/);
      for (const url of [background, piece]) {
        expect(url).toMatch(/^data:image\/png;base64,/);
        const bytes = fromDataUrl(url);
        expect(pngChunks(bytes).filter((c) => !PIXEL_CHUNKS.has(c))).toEqual([]);
        expect(bytes.toString('latin1')).not.toMatch(/translate|<svg|hole/);
      }
      others.push(rest);
    }
    // Besides the random id and the pictures the reply holds only the fixed sizes and lifetime: the
    // same in every reply, so they cannot carry a target that differs from puzzle to puzzle. (Comparing
    // them with the target itself would fail whenever a random target equals a size.)
    expect(Object.keys(others[0] as object).sort()).toEqual(['expiresInSeconds', 'height', 'pieceSize', 'pieceWidth', 'width']);
    for (const rest of others) expect(rest).toEqual(others[0]);
  });

  it('the hole where it is drawn (here: the stored target) still passes', async () => {
    const res = await call(s.url, 'POST', `${P}/getSliderPuzzle`);
    const { target_x: x } = await publicDb(s.db).selectFrom('slider_puzzle').select('target_x').where('puzzle_id', '=', res.body.data.puzzleId).executeTakeFirstOrThrow();
    const trace = Array.from({ length: 31 }, (_, i) => {
      const f = i / 30;
      const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
      return { t: i * 33 + (i % 3) * 4, x: Math.round(x * eased), y: [0, 1, 1, 2, 1, 0][i % 6] };
    });
    const check = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: res.body.data.puzzleId, x, trace } });
    expect(check.status).toBe(200);
  });

  it('hands the target to browser tests only on a test server (PORTAL_TEST_CAPTCHA=1)', async () => {
    const res = await call(s.url, 'POST', `${P}/getSliderPuzzle`);
    const { target_x: x } = await publicDb(s.db).selectFrom('slider_puzzle').select('target_x').where('puzzle_id', '=', res.body.data.puzzleId).executeTakeFirstOrThrow();
    expect(res.headers.get('x-test-puzzle-x')).toBe(String(x));

    const production = await startTestServer({ seed: false, env: { PORTAL_TEST_CAPTCHA: '' } });
    try {
      const plain = await call(production.url, 'POST', `${P}/getSliderPuzzle`);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('x-test-puzzle-x')).toBeNull();
      const code = await fetch(`${production.url}/code?randomStr=prod1`);
      expect(code.headers.get('x-test-code')).toBeNull();
    } finally {
      await production.close();
    }
  });
});
