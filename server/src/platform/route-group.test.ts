import Fastify, { type FastifyInstance } from 'fastify';
import { routeGroup } from './route-group';

const calls: unknown[][] = [];
function greetingRoutes(app: FastifyInstance, greeting: string, mark: string): void {
  calls.push([greeting, mark]);
  app.get('/hello', async () => ({ greeting, mark }));
}

describe('routeGroup', () => {
  it('registers the group with its arguments, under the function name', async () => {
    const app = Fastify();
    await app.register(routeGroup(greetingRoutes, 'xin chào', '!'), { prefix: '/v' });
    await app.ready();
    expect(calls).toEqual([['xin chào', '!']]);
    expect(app.hasRoute({ method: 'GET', url: '/v/hello' })).toBe(true);
    expect(app.printPlugins()).toContain('greetingRoutes');
    await app.close();
  });
});
