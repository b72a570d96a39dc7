import type { ApiRoute } from '../../domain/contract/routes.ts';

/**
 * A route of the table (domain/contract/routes.ts) as Fastify's route options name it: every
 * registration spreads this, so its method and URL are the table's and nowhere else.
 */
export const at = <R extends ApiRoute>(route: R): { method: R['method']; url: R['path'] } => ({ method: route.method, url: route.path });

/**
 * A route of the table registered inside a plugin mounted at `prefix`: its URL relative to the
 * prefix, '/' for the prefix itself. Fastify then answers the prefix with and without a trailing
 * slash, as it did before the table; a route outside the prefix is a mistake caught at start-up.
 */
export function under(prefix: string, route: ApiRoute): { method: ApiRoute['method']; url: string } {
  if (route.path !== prefix && !route.path.startsWith(`${prefix}/`)) throw new Error(`${route.method} ${route.path} is not under ${prefix}.`);
  return { method: route.method, url: route.path.slice(prefix.length) || '/' };
}
