/**
 * Resolves in a new task, so that the work before and after it are two tasks, not one. A message
 * to itself, not a timer: the boot chains a dozen of these, and a chain of timers is held to 4 ms
 * each after the fifth and, in a tab opened in the background, to one per second.
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
