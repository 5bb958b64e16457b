import { publicDb } from '../../src/modules/files/tables';
import { call } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const P = '/isp/portal/plogin';

async function newPuzzle() {
  const res = await call(s.url, 'POST', `${P}/getSliderPuzzle`);
  expect(res.body.code).toBe(0);
  // The picture is pixels now (human-checks.api.test.ts): the test takes the answer from the database.
  const row = await publicDb(s.db).selectFrom('slider_puzzle').select('target_x').where('puzzle_id', '=', res.body.data.puzzleId).executeTakeFirstOrThrow();
  return { id: res.body.data.puzzleId as string, x: row.target_x, data: res.body.data };
}

/** A person's drag: accelerating then slowing, wobbling a pixel or two, over about a second. */
function humanTrace(target: number) {
  const points = [];
  for (let i = 0; i <= 30; i++) {
    const f = i / 30;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    points.push({ t: Math.round(i * 33 + (i % 3) * 4), x: Math.round(target * eased), y: [0, 1, 1, 2, 1, 0][i % 6] });
  }
  return points;
}

it('issues a puzzle without giving the answer away in the reply fields', async () => {
  const p = await newPuzzle();
  expect(p.data).toEqual(expect.objectContaining({ puzzleId: expect.any(String), width: 310, height: 155, background: expect.stringMatching(/^data:image\/png;base64,/), piece: expect.any(String) }));
  expect(Object.keys(p.data)).not.toContain('targetX');
  expect(p.x).toBeGreaterThan(40);
});

it('a human drag to the hole passes and reports the seconds taken', async () => {
  const p = await newPuzzle();
  const trace = humanTrace(p.x + 2);
  const res = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: p.id, x: p.x + 2, trace } });
  expect(res.status).toBe(200);
  expect(res.body.data.seconds).toBeCloseTo(trace[trace.length - 1].t / 1000, 1);
});

it('a position off by more than 3 px fails with 验证不通过', async () => {
  const p = await newPuzzle();
  const res = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: p.id, x: p.x + 4, trace: humanTrace(p.x + 4) } });
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('验证不通过');
});

it.each([
  ['too few points', (x: number) => [{ t: 0, x: 0, y: 0 }, { t: 500, x, y: 1 }]],
  ['constant speed on a straight line', (x: number) => Array.from({ length: 20 }, (_, i) => ({ t: i * 50, x: Math.round((x * i) / 19), y: 0 }))],
  ['constant speed even with jitter', (x: number) => Array.from({ length: 20 }, (_, i) => ({ t: i * 50, x: (x * i) / 19, y: i % 2 }))],
  ['under 100 ms', (x: number) => humanTrace(x).map((p) => ({ ...p, t: Math.round(p.t / 20) }))],
])('a scripted drag (%s) fails with 检测到非人为操作！ even at the right place', async (_name, trace) => {
  const p = await newPuzzle();
  const res = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: p.id, x: p.x, trace: trace(p.x) } });
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('检测到非人为操作！');
});

it('a puzzle is single use', async () => {
  const p = await newPuzzle();
  await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: p.id, x: p.x, trace: humanTrace(p.x) } });
  const again = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: p.id, x: p.x, trace: humanTrace(p.x) } });
  expect(again.status).toBe(400);
  expect(again.body.msg).toBe('验证已失效，请重新验证');
});

it('messages follow content-lang', async () => {
  const p = await newPuzzle();
  const res = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: p.id, x: p.x, trace: [] }, headers: { 'content-lang': 'en-US' } });
  expect(res.body.msg).toBe('Non-human operation detected!');
});

it('bad input is a 400 with a clear message', async () => {
  const res = await call(s.url, 'POST', `${P}/checkSliderPuzzle`, { json: { puzzleId: 'x', x: 'far', trace: [] } });
  expect(res.status).toBe(400);
  expect(res.body.msg).toMatch(/参数 x 的类型应为 number/);
});
