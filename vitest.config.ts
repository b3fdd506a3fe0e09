import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongFirstSequencer } from './tests/support/long-first-sequencer';

/**
 * Test projects. `unit-web` runs React and the request layer in happy-dom with msw; `api` runs the
 * HTTP suite against a PostgreSQL server (TEST_DB=pg: each file gets a database of its own there;
 * files about the embedded database start it themselves); `e2e` drives the built app in headless
 * Chromium against a real server on the embedded database, as `npm start` runs it. Both make the
 * demo database once per run and give each file a copy (tests/support/demo-template.ts).
 *
 * Workers: Vitest's default is one less than the cores (a single worker on a 2-core machine), which
 * left a core idle. The unit and API files run on one worker more than the cores, since API files
 * wait on their databases and sockets much of the time; the browser files on two, each worker with
 * its own Chromium and each file with its own server, in a group of their own after the rest
 * (figures in README.md, "Tests").
 */
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: os.availableParallelism() + 1,
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/web/**'],
          environment: 'node',
          // Vitest's 5 s is the time of a calm machine: CPU-bound tests wait their turn on a busy one
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-web',
          include: ['tests/unit/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // page tests render react-admin in happy-dom: seconds each on a busy 2-core machine, and
          // each wait for a state may take up to WAIT_FOR_STATE_MS (tests/unit/web/setup.ts)
          testTimeout: 120_000,
          setupFiles: ['tests/unit/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/web-build-setup.ts', 'tests/support/demo-template.ts'],
          env: { TEST_DB: 'pg' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/web-build-setup.ts', 'tests/support/demo-template.ts'],
          maxWorkers: 2,
          // a worker runs file after file in one process: its modules imported and its Chromium
          // started once (tests/e2e/browser.ts), each file still with its own server and database
          isolate: false,
          sequence: { groupOrder: 1 },
          setupFiles: ['tests/e2e/setup.ts'],
          // the route table and the merchant scenario took 86-177 s at a load of 17 on 2 cores: 120 s timed out
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // a poll waits for the page as long as Playwright's own waits do, not Vitest's default 1 s
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
