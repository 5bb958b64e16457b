import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task';

// jsdom has no MessageChannel; the browsers the portal supports all have one, as Node has.
describe('nextTask', () => {
  const order: string[] = [];
  let timer: jest.SpyInstance;
  beforeEach(() => {
    order.length = 0;
    timer = jest.spyOn(globalThis, 'setTimeout');
  });
  afterEach(() => {
    timer.mockRestore();
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });

  it('comes back after the microtasks of this task, by a message and not a timer', async () => {
    (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'next task']);
    expect(timer).not.toHaveBeenCalled();
  });

  it('falls back on a timer where there is no MessageChannel', async () => {
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'next task']);
    expect(timer).toHaveBeenCalledTimes(1);
  });
});
