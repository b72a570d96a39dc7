import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('npm test on a fresh machine (issue 24 item 20)', () => {
  it('runs the check of Chromium and poppler first, and .ci/run leaves the installing to it', () => {
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.test).toMatch(/^node cli\/test-tools\.ts && /);
    const ci = read('.ci/run');
    expect(ci).toContain('npm test');
    expect(ci).not.toContain('apt-get');
  });

  it('says nothing and lets the tests run when both are there', () => {
    const run = spawnSync(process.execPath, ['cli/test-tools.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, CHROMIUM_PATH: process.execPath } });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });
});
