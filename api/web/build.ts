import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NodeEnv } from '../config.ts';
import { WEB_DIST } from './static.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = [path.join(ROOT, 'web'), path.join(ROOT, 'domain')];

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the built client is missing or older than its sources (web/ and domain/). */
export function webClientIsStale(dist = WEB_DIST, sources = SOURCES): boolean {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((dir) => newestChange(dir) > built);
}

/**
 * Whether `serve` builds the web client before it starts. Production never does: Vite is a
 * development dependency, absent where only production dependencies are installed (the Docker
 * image), and file times copied into an image say nothing reliable about staleness. There
 * `npm run build` has built it, and a start without it stops with that instruction.
 */
export function buildAtStart(nodeEnv: NodeEnv, dist = WEB_DIST, sources = SOURCES): boolean {
  if (nodeEnv !== 'production') return webClientIsStale(dist, sources);
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`The web client is not built (${dist} has no index.html). Run "npm run build" before starting with NODE_ENV=production, or start with --no-web.`);
  }
  return false;
}

/** Builds the web client with Vite (what `npm run build` does for it). */
export async function buildWebClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'web/vite.config.ts'), logLevel: 'warn' });
}
