import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** Unit files run at once: pure code, two cores. */
const UNIT_WORKERS = 2;

/**
 * Tests of the domain that read the official forms' field inventories and texts from ../shared
 * (beside the repository, not in it): they run with the server tier, so that the unit tier needs
 * nothing but the repository.
 */
const READS_SHARED = [
  'domain/uscis/i130.test.ts',
  'domain/uscis/i130a.test.ts',
  'domain/uscis/i131.test.ts',
  'domain/uscis/i485.test.ts',
  'domain/uscis/i765.test.ts',
  'domain/uscis/i864.test.ts',
  'domain/uscis/i864-joint-sponsor.test.ts',
  'domain/product/package.test.ts',
];

export default defineConfig({
  // The web client imports the domain as '@domain/…' (web/vite.config.ts); its unit tests need the same.
  resolve: { alias: { '@domain': path.resolve(import.meta.dirname, 'domain') } },
  // The tiers are the folders (README, "Test it"): `npm run test:unit`, `test:server`, `test:e2e`.
  test: {
    // The server and browser tiers run one file at a time (vitest's default on two cores): three
    // files at once, tried on a fresh clone (load 15-18), took as long as one at a time and ran
    // the whole journey and the browser tests past their limits.
    projects: [
      {
        // Pure code, no database, no process, no browser: seconds.
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'fixtures/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...READS_SHARED],
          // Pure code shares its imports between files: a thread per worker, the catalogue and the
          // mappings loaded once rather than once per file (a quarter of the CPU time it took).
          pool: 'threads',
          isolate: false,
          maxWorkers: UNIT_WORKERS,
          // Beside the server and browser tiers' files on two cores, a test that reads every fixture waits its turn.
          testTimeout: 30_000,
        },
      },
      {
        // The web client's screens in a browser-like document (happy-dom), their requests answered
        // by MSW at the routes of the API's table: what a change of a screen does, in seconds.
        extends: true,
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // The client calls /api/…: the document's address gives those paths their origin.
          environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
          pool: 'threads',
          maxWorkers: UNIT_WORKERS,
          // Typed keystrokes render the wizard each time: on two shared cores a test takes seconds.
          testTimeout: 30_000,
        },
      },
      {
        // The API and the CLI against a real PostgreSQL (a database per file), real mail, real processes.
        test: {
          name: 'server',
          include: ['api/**/*.test.ts', 'cli/**/*.test.ts', ...READS_SHARED],
          globalSetup: ['api/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
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
          // One browser at a time: two cores are shared with the server and PostgreSQL.
          fileParallelism: false,
        },
      },
    ],
  },
});
