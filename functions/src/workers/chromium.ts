import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';

const require = createRequire(import.meta.url);
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a full Chromium: we run as root in containers, and /dev/shm there is tiny. */
const SYSTEM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--font-render-hinting=none'];

/** Which Chromium a process uses: a full one installed on the machine, or the sparticuz build. */
export type ChromiumChoice = { kind: 'system'; path: string } | { kind: 'sparticuz' };

/**
 * CHROME_PATH, else Debian's chromium, else the @sparticuz/chromium binary (AWS Lambda, and
 * the fallback on any x86-64 Linux). Pure (environment and file check passed in) so the order
 * is unit-tested without the machine's own Chromium deciding the outcome.
 */
export function chooseChromium(
  env: Record<string, string | undefined>,
  exists: (path: string) => boolean,
): ChromiumChoice {
  if (env.CHROME_PATH) return { kind: 'system', path: env.CHROME_PATH };
  if (exists(DEBIAN_CHROMIUM)) return { kind: 'system', path: DEBIAN_CHROMIUM };
  return { kind: 'sparticuz' };
}

/**
 * Launch options for the chosen Chromium. Sparticuz inflates into os.tmpdir() and reuses whatever
 * `chromium` it finds there, so a per-version TMPDIR keeps a stale binary from being picked up.
 */
export async function launchOptions(): Promise<LaunchOptions> {
  const choice = chooseChromium(process.env, existsSync);
  if (choice.kind === 'system') return { executablePath: choice.path, args: SYSTEM_ARGS, headless: true };
  return sparticuzOptions();
}

/** Exported so the fallback can be exercised on a machine that has a system Chromium. */
export async function sparticuzOptions(): Promise<LaunchOptions> {
  // The package exports no ./package.json; its entry sits in build/, the manifest one level up.
  const manifest = join(dirname(require.resolve('@sparticuz/chromium')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const tmp = join('/tmp', `sparticuz-chromium-${version}`);
  mkdirSync(tmp, { recursive: true });
  process.env.TMPDIR = tmp;
  const { default: chromium } = await import('@sparticuz/chromium');
  chromium.setGraphicsMode = false; // no WebGL in reports: skips inflating SwiftShader
  return { executablePath: await chromium.executablePath(), args: chromium.args, headless: 'shell' };
}

let current: Promise<Browser> | undefined;
let launches = 0;

/**
 * One browser per warm process. A browser that died (sparticuz runs --single-process, where a
 * crashed renderer takes the browser with it) is dropped and the next job launches a new one,
 * instead of every later job in this sandbox failing on a dead connection.
 */
export async function browser(): Promise<Browser> {
  const existing = current && (await current.catch(() => undefined));
  if (existing?.connected) return existing;
  const launching = launchOptions().then((opts) => puppeteer.launch({ ...opts, protocolTimeout: 60_000 }));
  current = launching;
  const b = await launching.catch((err: unknown) => {
    if (current === launching) current = undefined;
    throw err;
  });
  launches += 1;
  b.once('disconnected', () => {
    if (current === launching) current = undefined;
  });
  return b;
}

/** How many browsers this process started (tests assert warm jobs reuse one). */
export const browserLaunches = () => launches;

/** Closes the warm browser (local runtime shutdown; Lambda just freezes the sandbox). */
export async function closeBrowser() {
  const b = current && (await current.catch(() => undefined));
  current = undefined;
  await b?.close().catch(() => undefined);
}
