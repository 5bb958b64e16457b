import { describeDbError, isDatabaseUnavailable } from './unavailable';

describe('telling "the database is away" from a wrong request', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a backend ended by an administrator or a restart', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a server still starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a statement cut by the statement timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['pg giving up on a dead connection', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['the cause of a wrapped error', new Error('rollback failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) })],
  ])('%s is unavailability', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a wrong password for the database', Object.assign(new Error('password authentication failed'), { code: '28P01' })],
    ['a plain programming error', new TypeError('x is undefined')],
    ['nothing at all', undefined],
  ])('%s is not', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('describes an error on one line with its code', () => {
    expect(describeDbError(Object.assign(new Error('terminating connection\n  due to administrator command'), { code: '57P01' }))).toBe('57P01 terminating connection due to administrator command');
  });
});
