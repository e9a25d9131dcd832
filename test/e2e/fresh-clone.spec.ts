import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { LoginPage } from './pages/LoginPage';

/**
 * The README's first command on a fresh clone: `npm ci && npm start` must serve a
 * working app — the web app built because the clone has none — and a demo user signs in through
 * the browser. The clone is of the committed HEAD, on its own port block (7700, stand-ins 7710–7714).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 7700;

test.describe.configure({ timeout: 600_000 });

let clone: string;
let quickStart: ChildProcess | undefined;

test.beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'esg-fresh-clone-'));
  const git = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone], { encoding: 'utf8' });
  expect(git.status, git.stderr).toBe(0);
});

test.afterAll(() => {
  if (quickStart?.pid) {
    try {
      process.kill(-quickStart.pid, 'SIGINT');
    } catch {
      // already stopped
    }
  }
  rmSync(clone, { recursive: true, force: true });
});

/** Runs the README's exact first command and resolves with its output once it prints `ready`. */
function runQuickStart(): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_') && !k.startsWith('SST_RESOURCE_')),
  );
  delete env.ESG_WEB_DIST;
  delete env.ESG_DATA_DIR;
  quickStart = spawn('sh', ['-c', 'npm ci --no-audit --no-fund && npm start'], {
    cwd: clone,
    env: { ...env, PORT: String(PORT) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/\bready\b/.test(output)) resolve(output);
    };
    quickStart!.stdout!.on('data', read);
    quickStart!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    quickStart!.once('exit', (code) => reject(new Error(`the quick start exited (${code}) before ready:\n${output}`)));
  });
}

test('npm ci && npm start on a fresh clone builds the web app, serves it, and a demo user signs in', async ({
  page,
}) => {
  const output = await runQuickStart();
  expect(output).toMatch(/Building the web app \(the web app is not built yet\)/);

  await page.goto(`http://localhost:${PORT}/login`);
  const login = new LoginPage(page);
  await expect(login.username).toBeVisible();
  await login.signIn('acme.admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
