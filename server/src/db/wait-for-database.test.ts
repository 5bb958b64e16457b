import type { Db } from './index';
import { describeTarget, waitForDatabase } from './wait-for-database';

// A database whose `select 1` fails `failures` times, then answers; Kysely calls executeQuery.
function fakeDb(errors: unknown[]): Db {
  const executor = { executeQuery: async () => { const err = errors.shift(); if (err) throw err; return { rows: [{ '?column?': 1 }] }; }, transformQuery: (q: unknown) => q, compileQuery: (q: unknown) => ({ sql: 'select 1', parameters: [], query: q }), adapter: {}, plugins: [] };
  return { getExecutor: () => executor } as unknown as Db;
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('waiting for the database at start', () => {
  it('retries with growing pauses and says what it waits for, then goes on', async () => {
    const lines: string[] = [];
    const pauses: number[] = [];
    await waitForDatabase(fakeDb([refused(), refused(), refused()]), { maxWaitSeconds: 60, pingTimeoutMs: 100, target: 'db:5432/portal', log: (l) => lines.push(l), sleep: async (ms) => void pauses.push(ms) });
    expect(pauses).toEqual([500, 1000, 2000]);
    expect(lines[0]).toBe('waiting for the database at db:5432/portal (attempt 1: ECONNREFUSED connect ECONNREFUSED); next try in 0.5 s');
    expect(lines.at(-1)).toBe('database at db:5432/portal answers after 4 attempts');
  });

  it('gives up after the configured time with one line naming where and why', async () => {
    let now = 0;
    const wait = waitForDatabase(fakeDb(Array.from({ length: 50 }, refused)), { maxWaitSeconds: 5, pingTimeoutMs: 100, target: 'db:5432/portal', log: () => undefined, sleep: async (ms) => void (now += ms), now: () => now });
    await expect(wait).rejects.toThrow('gave up waiting for the database at db:5432/portal after 5 s (ECONNREFUSED connect ECONNREFUSED); PORTAL_DB_START_WAIT_S sets how long');
  });

  it('does not wait for a database that refuses for good (wrong password)', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed for user "portal"'), { code: '28P01' });
    const sleep = jest.fn(async () => undefined);
    await expect(waitForDatabase(fakeDb([wrongPassword]), { maxWaitSeconds: 60, pingTimeoutMs: 100, target: 'db:5432/portal', log: () => undefined, sleep })).rejects.toThrow('cannot use the database at db:5432/portal: 28P01 password authentication failed');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('names the target without the password', () => {
    expect(describeTarget('postgres://portal:s3cret@db.example:6543/portal')).toBe('db.example:6543/portal');
    expect(describeTarget('postgres://db.example/portal')).toBe('db.example:5432/portal');
  });
});
