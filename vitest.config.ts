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
          // One worker runs every browser file, one after another, without a fresh module graph per
          // file: a worker's start and its imports (playwright-core, the games) took ~2 s a file, and
          // the files share one Chromium and, per set of options, one `wrangler dev`
          // (test/browser/suite.ts, test/helpers/pool.ts) that took ~4 s a file to start. Nothing
          // else carries from file to file: no test sets process.env or mocks a module, and each
          // file closes its own contexts and clients.
          isolate: false,
          // One more try for a browser test that failed: a 2-core CI machine, loaded by the integration
          // tests beside them, has failed a different page-timing test in most runs. A test that passes
          // only on its retry is still named, as flaky, in `npm test`'s summary (scripts/test.mjs).
          retry: 1,
        },
      },
    ],
  },
});
