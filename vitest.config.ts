import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts', 'fixtures/**/*.test.ts', 'web/src/**/*.test.ts'],
        },
      },
      {
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
