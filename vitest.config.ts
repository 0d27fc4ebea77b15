import { defineConfig } from 'vitest/config';

// Two projects: `unit` is pure logic (no database, no network); `api` drives the real server
// through app.inject() against a fresh database copied from one migrated template per file.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          // A few unit tests render a Word report or read a large document: seconds on a busy
          // two-core machine, where the default 5 s cut them off with nothing wrong.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
