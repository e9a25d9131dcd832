import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Which Chromium runs the e2e suite and the first-load bench (test/bench/firstLoad.ts): CHROME_PATH
 * when set; on x86-64 Linux @sparticuz/chromium's headless-shell build, the browser a clean CI machine has (the product's own dependency, no
 * download), unpacked into a per-version temporary directory so two versions never share one
 * extracted binary; elsewhere Debian's /usr/bin/chromium (docs/architecture.md, ADR 0017 §13). The headless
 * shell uses about a third less CPU per test than a full Chromium, and a developer's run with Debian's
 * chromium installed measures what CI measures.
 */
export async function chromiumPath(): Promise<string> {
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

/** The flags both launch it with: no sandbox (containers), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
