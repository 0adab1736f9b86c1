import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (fake browser, real local API over HTTP) and the
// end-to-end tests that drive real browsers, which run one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'api/**/*.test.ts'],
          exclude: ['test/unit/**/*.property.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        // Property tests include linear-time checks (1 MB vs 100 KB): they run one file at a
        // time, so other test files do not steal the CPU in the middle of a measurement.
        test: {
          name: 'property',
          include: ['test/unit/**/*.property.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
