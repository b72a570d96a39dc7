import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every answer: scripts only from our own origin, never inline, so
 * an injected <script> or on*= attribute does not run and cannot read the session kept in
 * localStorage. Styles allow 'unsafe-inline': MUI's emotion writes <style> elements and style
 * attributes at run time, and a nonce would need the page rewritten per request; an injected style
 * cannot run code. Images may be data: and blob: URLs (MUI, the download), fonts data: (Vite inlines
 * small files). No frames, plugins, foreign forms or <base>.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (development, the tests) there is nothing to upgrade to.
    ...(config.appUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Helmet's headers with our CSP (HSTS, nosniff, frame and referrer policies stay helmet's). */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) } });
  // Answers to a signed-in person, and every account route (tokens, addresses), carry personal data or
  // secrets: no browser or shared cache keeps them. A route that may be cached (a preview image) sets
  // its own Cache-Control, which this leaves alone. Anonymous answers (analytics, the configuration)
  // carry neither and are left as they are: Chromium never reports a keepalive request answered
  // no-store as finished.
  app.addHook('onSend', async (request, reply) => {
    const personal = request.userId !== '' || request.url.startsWith('/api/auth/') || request.url.startsWith('/api/users/');
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
