import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Which Chromium runs the e2e suite: CHROME_PATH when set; on x86-64 Linux @sparticuz/chromium's
 * headless-shell build, the browser a clean CI machine has (the product's own dependency, no
 * download), unpacked into a per-version temporary directory so two versions never share one
 * extracted binary; elsewhere Debian's /usr/bin/chromium (DESIGN §2, ADR 0017 §13). The headless
 * shell uses about a third less CPU per test than a full Chromium, and a developer's run with Debian's
 * chromium installed measures what CI measures.
 */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (!(process.platform === 'linux' && process.arch === 'x64') && existsSync('/usr/bin/chromium'))
    return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  // package.json is not in the package's exports: find it next to the resolved entry point.
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const pkg = join(entry.slice(0, entry.lastIndexOf('/build/')), 'package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const previous = process.env.TMPDIR;
  const dir = join(previous ?? '/tmp', `sparticuz-chromium-${version}`);
  mkdirSync(dir, { recursive: true });
  process.env.TMPDIR = dir;
  try {
    return await chromium.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
}

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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
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
          stdout: 'pipe',
          stderr: 'pipe',
        },
});
