import { AppError } from './errors';
import { MAX_PAGE_SIZE, parsePaging } from './paging';

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? { status: err.status, msg: err.messageIn('en-US') } : { status: -1, msg: String(err) };
  }
  return null;
};

describe('parsePaging', () => {
  it('defaults to the first page of the default size', () => {
    expect(parsePaging(undefined, undefined)).toEqual({ page: 1, size: 10, offset: 0 });
  });
  it('accepts numeric strings as query strings send them', () => {
    expect(parsePaging('3', '20')).toEqual({ page: 3, size: 20, offset: 40 });
  });
  it('caps a huge page size instead of refusing it', () => {
    expect(parsePaging(1, 1_000_000).size).toBe(MAX_PAGE_SIZE);
  });
  it('refuses a negative page size with a clear 400', () => {
    expect(status(() => parsePaging(1, -5))).toEqual({ status: 400, msg: 'pageSize must be 1 or more, got -5' });
  });
  it('refuses page 0 using the caller’s field name', () => {
    expect(status(() => parsePaging(0, 10, { page: 'current', size: 'size' }))).toEqual({ status: 400, msg: 'current must be 1 or more, got 0' });
  });
  it('refuses non-numeric and fractional values', () => {
    expect(status(() => parsePaging('abc', 10))?.status).toBe(400);
    expect(status(() => parsePaging(1, '2.5'))?.msg).toMatch(/whole number/);
  });
  it('refuses numbers the database cannot hold and pages no reader turns to', () => {
    expect(status(() => parsePaging(1e20, 10))?.msg).toMatch(/whole number/);
    expect(status(() => parsePaging(2 ** 31, 10))?.msg).toBe('page must be 10000 or less');
  });
});
