import { noteServerTime, serverNow } from './server-clock';

describe('serverNow', () => {
  it('follows the server clock read off the last response, not the browser clock', () => {
    noteServerTime(String(Date.UTC(2030, 0, 1)), 1_000);
    expect(serverNow(1_500)).toBe(Date.UTC(2030, 0, 1) + 500);
  });

  it('ignores a header that is missing or not a time', () => {
    noteServerTime('1000', 1000);
    noteServerTime(undefined);
    noteServerTime('soon');
    noteServerTime('-5');
    expect(serverNow(2000)).toBe(2000);
  });
});
