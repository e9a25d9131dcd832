import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './test/chromiumPath';

// E2E_PORT lets two suites run side by side on one machine (each runtime uses PORT..PORT+14).
const port = process.env.E2E_PORT ?? '3200';
// The fresh-clone project starts its own runtime from a clone: `npm test` runs it beside the static
// checks with E2E_NO_SERVER=1, so no shared runtime is started for it (test/run.ts).
const noServer = Boolean(process.env.E2E_NO_SERVER);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const executablePath = await chromiumPath();

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Per port: each run empties its output directory, so side-by-side runs must not share one.
  outputDir: noServer
    ? 'test-results/e2e-fresh-clone'
    : process.env.E2E_PORT
      ? `test-results/e2e-${port}`
      : 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers on the 2-core CI machine: the runtime, DynamoDB Local and two Chromiums share its two
  // cores. Locally Playwright's default (half the cores); run your own spec files with --workers=1.
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: noServer ? 'playwright-report/fresh-clone' : 'playwright-report' }],
      ]
    : 'list',
  use: {
    baseURL,
    // Recording a trace (screencast frames and DOM snapshots for every action) roughly doubles the
    // suite's CPU time on the 2-core machine: record only the retry of a test that failed once.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Asia/Hong_Kong',
    // Cloudscape drops its transitions: nothing waits for a modal or flash to finish moving.
    reducedMotion: 'reduce',
  },
  projects: [
    // Signs each demo role in once and saves its storage (test/e2e/signedIn.ts); chromium depends on it.
    // The four sign-ins are independent: both workers take them.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, fullyParallel: true, use: browser },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /fresh-clone\.spec\.ts$/, use: browser },
    // `npm ci && npm start` on a clone of HEAD with its own runtime (port 7700): needs neither the
    // shared runtime nor a signed-in role.
    { name: 'fresh-clone', testMatch: /fresh-clone\.spec\.ts$/, use: browser },
  ],
  // The local runtime serves web/dist, /config.json, /api and /cognito on one port; it does not build.
  webServer:
    process.env.E2E_BASE_URL || noServer
      ? undefined
      : {
          command: 'npm start',
          url: `${baseURL}/config.json`,
          env: { PORT: port, ESG_DATA_DIR: `.local-e2e-${port}`, ESG_RESET: '1', ESG_THROTTLE_EXEMPT: '127.0.0.1,::1' },
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          // Stopped as Ctrl+C stops it, not killed: the runtime closes the report worker's Chromium (its own process
          // group, which a kill of the runtime's group leaves running) and its stand-ins.
          gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
          stdout: 'pipe',
          stderr: 'pipe',
        },
});
