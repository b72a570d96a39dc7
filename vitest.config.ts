import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts', 'fixtures/**/*.test.ts'],
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
    ],
  },
});
