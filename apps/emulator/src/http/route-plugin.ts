import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * The one way every route module joins the app: a Fastify plugin whose options are the domain
 * objects it needs (built before any route, see `domain.ts`). The plugin is not encapsulated
 * (like `fastify-plugin`), so the app-wide reboot gate, body handling and the catch-all apply to
 * its routes exactly as to any other.
 */
export function routePlugin<Deps extends FastifyPluginOptions>(
  name: string,
  register: (app: FastifyInstance, deps: Deps) => void | Promise<void>,
): FastifyPluginAsync<Deps> {
  const plugin = async (app: FastifyInstance, deps: Deps) => {
    await register(app, deps);
  };
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}
