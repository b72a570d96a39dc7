import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '../../domain/contract/routes.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';

/**
 * "METHOD /path" of every route in Fastify's route tree. Fastify lists its routes only as this
 * drawing (printRoutes); with commonPrefix false each line is one registered path, written relative
 * to the line it hangs from, with its methods in parentheses.
 */
function registeredRoutes(tree: string): string[] {
  const paths: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?) \(([^)]*)\)/.exec(line);
    if (!match) return [];
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = `${depth === 0 ? '' : (paths[depth - 1] ?? '')}${segment}`;
    paths[depth] = path;
    return methods.split(', ').map((method) => `${method} ${path}`);
  });
}

const asRegistered = (route: ApiRoute) => `${route.method} /api${route.path}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the route table (domain/contract/routes.ts) and the routes Fastify registered', () => {
  const table = Object.values(API_ROUTES);

  it('reads the tree Fastify prints', () => {
    const all = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    // Outside /api, and the HEAD Fastify adds beside each GET: the parser reads nested lines too.
    expect(all).toEqual(expect.arrayContaining(['GET /healthz', 'HEAD /healthz', 'GET /api/forms/:id', 'GET /api/files/previews/:jobId/:page']));
  });

  it('are the same routes, each with the same method', () => {
    const registered = new Set(registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) => / \/api\//.test(route)));
    const underApi = [...registered].filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      // Fastify's own additions: a HEAD beside each GET, and a collection mounted as a prefix
      // (/applications, /forms) answered with a trailing slash too.
      if (method === 'HEAD' && registered.has(`GET ${path}`)) return false;
      if (path.endsWith('/') && registered.has(`${method} ${path.slice(0, -1)}`)) return false;
      return true;
    });
    expect(underApi.sort()).toEqual(table.map(asRegistered).sort());
  });

  it('finds each route of the table by its method and path', () => {
    const missing = table.filter((route) => !t.app.hasRoute({ method: route.method, url: `/api${route.path}` }));
    expect(missing.map(asRegistered)).toEqual([]);
  });

  it('answers a collection with a trailing slash as it always did', async () => {
    for (const path of [API_ROUTES.listApplications.path, API_ROUTES.listForms.path]) {
      const response = await t.app.inject({ method: 'GET', url: `/api${path}/` });
      // Asked without a session: the route is there and refuses, where a missing one would be a 404.
      expect(response.statusCode, path).toBe(401);
    }
  });
});
