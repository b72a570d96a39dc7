import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Serves the built web client on the API's origin. */
export async function serveWebClient(app: FastifyInstance, dist = WEB_DIST): Promise<boolean> {
  if (!existsSync(path.join(dist, 'index.html'))) return false;
  // Files by their path; every other page is the app's index.html (see the not-found handler).
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  return true;
}
