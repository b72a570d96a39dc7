import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestApp } from './harness.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Every `greencard` a test starts compiles the same few hundred modules before it does anything:
 * Node's compile cache keeps the compiled code between processes (a third of the CPU of a start
 * measured; the cache is keyed by each file's content, so a changed file is compiled again).
 */
const COMPILE_CACHE = { NODE_COMPILE_CACHE: path.join(tmpdir(), 'greencard-test-compile-cache') };

/** What a CLI child process needs to work on a test app's database with the app's secrets. */
export function cliEnv(t: TestApp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: t.deps.config.jwtSecret,
    DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
    NODE_ENV: 'test',
    ...extra,
  };
}

/** Runs the CLI to completion; resolves with its exit code and output. */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'cli/main.ts'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', USCIS_FORMS_SOURCE: 'none', ...COMPILE_CACHE, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts `greencard <args>` (serve by default) and resolves once it prints `ready` (the server listening). */
export function startServer(env: Record<string, string>, args: string[] = ['serve'], timeoutMs = 60_000, ready = 'Server listening'): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'cli/main.ts'), ...args], {
      cwd: ROOT,
      // Test processes never reach the agency's site; a test that looks for editions serves its own.
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', USCIS_FORMS_SOURCE: 'none', ...COMPILE_CACHE, ...env },
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      if (!output.includes(ready)) reject(new Error(`the process exited before it was ready:\n${output}`));
    });
  });
}
