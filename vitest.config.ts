import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web client imports the domain as '@domain/…' (web/vite.config.ts); its unit tests need the same.
  resolve: { alias: { '@domain': path.resolve(import.meta.dirname, 'domain') } },
  // The tiers are the folders (README, "Test it"): `npm run test:unit`, `test:server`, `test:e2e`.
  test: {
    projects: [
      {
        // Pure code, no database, no process, no browser: seconds.
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'fixtures/**/*.test.ts', 'web/src/**/*.test.ts'],
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
