import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAtStart } from './build.ts';

/** A client source folder and a dist folder; `built` says whether dist has an index.html and how it dates against the sources. */
function layout(built: 'missing' | 'older' | 'newer'): { dist: string; sources: string[] } {
  const root = mkdtempSync(path.join(tmpdir(), 'greencard-webbuild-'));
  const source = path.join(root, 'web', 'src', 'main.tsx');
  mkdirSync(path.dirname(source), { recursive: true });
  writeFileSync(source, 'export {};\n');
  const sourceTime = new Date('2026-03-01T12:00:00Z');
  utimesSync(source, sourceTime, sourceTime);
  const dist = path.join(root, 'web', 'dist');
  mkdirSync(dist);
  if (built !== 'missing') {
    const index = path.join(dist, 'index.html');
    writeFileSync(index, '<!doctype html>\n');
    const indexTime = new Date(sourceTime.getTime() + (built === 'newer' ? 60_000 : -60_000));
    utimesSync(index, indexTime, indexTime);
  }
  return { dist, sources: [path.join(root, 'web')] };
}

describe('building the web client at start', () => {
  it('outside production, builds when the client is missing or older than its sources', () => {
    for (const env of ['development', 'test'] as const) {
      const missing = layout('missing');
      expect(buildAtStart(env, missing.dist, missing.sources)).toBe(true);
      const older = layout('older');
      expect(buildAtStart(env, older.dist, older.sources)).toBe(true);
      const newer = layout('newer');
      expect(buildAtStart(env, newer.dist, newer.sources)).toBe(false);
    }
  });

  it('in production never builds (no Vite there), and stops with the instruction when nothing was built', () => {
    const older = layout('older');
    expect(buildAtStart('production', older.dist, older.sources)).toBe(false);
    const missing = layout('missing');
    expect(() => buildAtStart('production', missing.dist, missing.sources)).toThrow('Run "npm run build" before starting with NODE_ENV=production');
  });
});
