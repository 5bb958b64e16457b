import { fail, ok, page } from './envelope';

describe('envelope', () => {
  it('a success without data carries only code and the success message', () => {
    expect(ok()).toEqual({ code: 0, msg: '执行成功' });
  });
  it('a success with data puts it under data', () => {
    expect(ok({ a: 1 })).toEqual({ code: 0, msg: '执行成功', data: { a: 1 } });
  });
  it('a page puts records and total at the top level, and says whether the total was capped', () => {
    expect(page([{ id: 1 }], 7)).toEqual({ code: 0, msg: '执行成功', records: [{ id: 1 }], total: 7, totalCapped: false });
    expect(page([], { total: 10_000, totalCapped: true })).toEqual({ code: 0, msg: '执行成功', records: [], total: 10_000, totalCapped: true });
  });
  it('a failure has code 1 and the message', () => {
    expect(fail('x')).toEqual({ code: 1, msg: 'x' });
  });
});
