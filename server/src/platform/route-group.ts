// A group of routes as a Fastify plugin named after the function that declares it. Fastify names a
// plugin without a name by searching every loaded module for it (`require.cache`: thousands of
// entries in a test process, searched once per plugin) and otherwise quotes the plugin's source in
// its errors, such as a plugin that did not start in time.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

export function routeGroup<A extends unknown[]>(routes: (app: FastifyInstance, ...args: A) => unknown, ...args: A): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (api) => {
    await routes(api, ...args);
  };
  // Fastify reads the symbol, avvio (its plugin tree, printPlugins) the function's own name.
  Object.defineProperty(plugin, 'name', { value: routes.name });
  return Object.assign(plugin, { [DISPLAY_NAME]: routes.name });
}
