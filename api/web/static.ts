import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Serves the built web client on the API's origin; any non-API GET answers with the app's page. */
export async function serveWebClient(app: FastifyInstance, dist = WEB_DIST): Promise<boolean> {
  if (!existsSync(path.join(dist, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
  return true;
}
