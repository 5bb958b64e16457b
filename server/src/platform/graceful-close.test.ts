import Fastify from 'fastify';
import { endConnectionsOnClose } from './graceful-close';

async function closeDuringRequest(withHook: boolean): Promise<{ closedInMs: number; reply: string }> {
  const app = Fastify();
  if (withHook) endConnectionsOnClose(app);
  // Closed once the request is in the handler, not after a fixed pause: on a busy machine the
  // request could arrive after close had begun, and Fastify answers such a request 503.
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return 'answered';
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const reply = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
  await inFlight;
  const started = Date.now();
  const closed = app.close().then(() => Date.now() - started);
  // Without the hook close() would wait the keep-alive timeout; bound the wait to tell the two apart.
  const closedInMs = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 1500))]);
  if (closedInMs === Infinity) app.server.closeAllConnections();
  return { closedInMs, reply: await reply.catch(() => 'cut') };
}

it('a request in flight at close is answered, and close does not wait for its keep-alive', async () => {
  const { closedInMs, reply } = await closeDuringRequest(true);
  expect(reply).toBe('answered');
  expect(closedInMs).toBeLessThan(1500);
});

it('without it, close waits on that connection (what the hook is for)', async () => {
  const { closedInMs, reply } = await closeDuringRequest(false);
  expect(reply).toBe('answered');
  expect(closedInMs).toBe(Infinity);
});
