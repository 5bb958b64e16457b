import Fastify, { type FastifyInstance } from 'fastify';
import { lazyValidatorFactory } from './lazy-validators';

const AJV = { customOptions: { coerceTypes: 'array' as const, allErrors: false } };

async function serve(register: (app: FastifyInstance) => void): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ ajv: AJV, schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory() } } });
  register(app);
  // Real HTTP: light-my-request (inject) needs an ES-module package Jest cannot load here.
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('validators compiled at the first request', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('refuse and accept as the eager ones do, with the same error details and coercion', async () => {
    let url: string;
    ({ app, url } = await serve((a) =>
      a.post('/size', { schema: { body: { type: 'object', required: ['size'], properties: { size: { type: 'integer', maximum: 50 }, tags: { type: 'array', items: { type: 'string' } } } } } }, async (req) => req.body),
    ));
    const refused = await post(`${url}/size`, { size: 51 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'FST_ERR_VALIDATION', message: 'body/size must be <= 50' });
    const missing = await post(`${url}/size`, {});
    expect((await missing.json()).message).toBe("body must have required property 'size'");
    // The second request uses the validator the first one compiled: still right.
    const accepted = await post(`${url}/size`, { size: '7', tags: 'one' });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ size: 7, tags: ['one'] });
  });

  it('leave a route nobody calls uncompiled: a schema Ajv refuses fails its first request, not the start', async () => {
    let url: string;
    ({ app, url } = await serve((a) => {
      a.post('/broken', { schema: { body: { type: 'no-such-type' } } }, async () => ({ ok: true }));
      a.get('/fine', async () => ({ ok: true }));
    }));
    expect((await fetch(`${url}/fine`)).status).toBe(200);
    expect((await post(`${url}/broken`, {})).status).toBe(500);
  });
});
