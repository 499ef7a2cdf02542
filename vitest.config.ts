import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests (engines, room logic), integration tests against a real
// `wrangler dev`, and browser tests in Debian's Chromium. `npm test` runs all three.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'party/**/*.test.ts', 'client/**/*.test.ts', 'test/unit/**/*.test.ts'],
          environment: 'node',
          // Generous for a loaded 2-core CI machine; speed is measured in bench/, never here.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
