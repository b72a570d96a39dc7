import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Files run at once, in every tier (the same number, so that the tiers share one pool). */
const WORKERS = 3;

export default defineConfig({
  // The web client imports the domain as '@domain/…' (web/vite.config.ts); its unit tests need the same.
  resolve: { alias: { '@domain': path.resolve(import.meta.dirname, 'domain') } },
  // The tiers are the folders (README, "Test it"): `npm run test:unit`, `test:server`, `test:e2e`.
  test: {
    // Every tier runs in one pool, its files side by side with the other tiers' (vitest runs tiers
    // of different maxWorkers one after the other). Most of a server or browser test's time is spent
    // waiting on PostgreSQL, a child process, a job or a browser, so three files keep two cores
    // busy; vitest's default on two cores (cores - 1) ran the whole suite one file at a time.
    maxWorkers: WORKERS,
    projects: [
      {
        // Pure code, no database, no process, no browser: seconds.
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'fixtures/**/*.test.ts', 'web/src/**/*.test.ts'],
          // Pure code shares its imports between files: a thread per worker, the catalogue and the
          // mappings loaded once rather than once per file (a quarter of the CPU time it took).
          pool: 'threads',
          isolate: false,
          maxWorkers: WORKERS,
          // Beside the server and browser tiers' files on two cores, a test that reads every fixture waits its turn.
          testTimeout: 30_000,
        },
      },
      {
        // The API and the CLI against a real PostgreSQL (a database per file), real mail, real processes.
        test: {
          name: 'server',
          include: ['api/**/*.test.ts', 'cli/**/*.test.ts'],
          globalSetup: ['api/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: WORKERS,
        },
      },
      {
        // A real browser through the real interface of a real server.
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['api/testing/global-setup.ts', 'web/e2e/build-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // A browser per file beside the other tiers' files: a page mostly waits on its server.
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
