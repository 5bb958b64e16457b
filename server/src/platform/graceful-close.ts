// Node's server.close() ends the connections that are idle when it is called; a request still
// being answered then keeps its keep-alive connection open after its reply until the
// keep-alive timeout (72 s in Fastify), and close() waits for it: an API test file that closed
// its server with a reply still streaming waited a minute, and a shutdown catching a request
// mid-way would wait for main.ts's 10 s forced exit. Once closing, each connection ends as soon
// as its reply is out; the reply itself is not cut.
import type { FastifyInstance } from 'fastify';

export function endConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
}
