import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { WEB_DIST } from './static.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

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
export function webClientIsStale(): boolean {
  const index = path.join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return newestChange(path.join(ROOT, 'web')) > built || newestChange(path.join(ROOT, 'domain')) > built;
}

/** Builds the web client with Vite (what `npm run build` does for it). */
export async function buildWebClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'web/vite.config.ts'), logLevel: 'warn' });
}
