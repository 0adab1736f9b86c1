import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests (fake browser, real local API over HTTP), property tests, and
// the end-to-end tests that drive real browsers, two files at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/api/**/*.test.ts'],
          exclude: ['test/unit/**/*.property.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // Vitest's default is one worker fewer than the cores: one, on two. The unit files share
          // nothing (each starts its own local API on a port of its own), so both cores run them.
          maxWorkers: 2,
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
          // Two browsers at once on two cores: much of a browser test is waiting (a timer, the
          // network, Chromium reading its policies for some 3 s after launch), which the other
          // file's work fills. Each file has its own API, demo server and browser profile, and a
          // test waits for conditions, never for a time, so a busy core slows it without breaking it.
          maxWorkers: 2,
          // The machine's two cores are the limit here, not waiting. A file in a new worker imports
          // Playwright, Puppeteer, the local API and the demo afresh: some 2.5 s of CPU each, beside
          // the browsers. Workers kept between files import them once. Each file still starts its
          // own servers and browsers, and the support modules keep no state of their own.
          isolate: false,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
