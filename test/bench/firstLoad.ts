import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startRuntime } from '../../packages/local/src/runtime';
import { ensureWebBuild } from '../../packages/local/src/webBuild';
import { CHROMIUM_ARGS, chromiumPath } from '../chromiumPath';
import { ROOT } from './bundle';
import { kb, table, type Row } from './stats';

/** Spec'd budgets of a first load, gzip as a CDN serves it (fonts as they are: woff2 is compressed). */
const BUDGET = { login: 150 * 1024, signedIn: 350 * 1024 };
const DIST = join(ROOT, 'web/dist');
const PORT = process.env.BENCH_WEB_PORT ?? '3460';

type Kind = 'js' | 'css' | 'font' | 'other';
const kindOf = (path: string): Kind =>
  path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : /\.woff2?$/.test(path) ? 'font' : 'other';

/** What goes over the wire for one built file: gzip of text, the bytes of an already compressed font. */
function wireBytes(path: string): number {
  const bytes = readFileSync(join(DIST, path));
  return kindOf(path) === 'font' ? bytes.length : gzipSync(bytes, { level: 9 }).length;
}

/** Every /assets/ file the page requests from now on, each once (a browser fetches a file once). */
function recordAssets(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/assets/')) seen.add(path.slice(1));
  });
  return seen;
}

/** Until the network is quiet and every face the page lays out has arrived. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready.then(
      () => undefined,
    ),
  );
  await page.waitForLoadState('networkidle');
}

const without = (files: Set<string>, left: Set<string>) => new Set([...files].filter((f) => !left.has(f)));

function row(name: string, files: Set<string>, budget: number): Row {
  const by: Record<Kind, number> = { js: 0, css: 0, font: 0, other: 0 };
  for (const f of files) by[kindOf(f)] += wireBytes(f);
  const total = by.js + by.css + by.font + by.other;
  return [
    name,
    String(files.size),
    kb(by.js),
    kb(by.css),
    kb(by.font),
    kb(total),
    kb(budget),
    total <= budget ? 'met' : `MISSED by ${kb(total - budget)}`,
  ];
}

/**
 * The embedded Noto Sans TC and SC (ADR 0147): the chunks whose assets are their subsets, with their stylesheets and
 * faces, from the build's manifest. A machine with a system CJK font (Windows, macOS) fetches none of them.
 */
function embeddedCjk(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; assets?: string[] }
  >;
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.assets?.some((a) => /\/noto-sans-(tc|sc)-/.test(a))) continue;
    for (const f of [chunk.file, ...(chunk.css ?? []), ...chunk.assets]) files.add(f);
  }
  return files;
}

/** Each file of one load, largest first: where a budget goes (`BENCH_FIRSTLOAD_FILES=1`). */
function filesOf(name: string, files: Set<string>): string {
  const rows: Row[] = [...files]
    .map((f) => [f, wireBytes(f)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([f, bytes]) => [f.replace(/^assets\//, ''), kb(bytes)]);
  return table(`${name}: files`, ['file', 'bytes'], rows);
}

/** The sign-in page, the journey from it to Home as `login`, and Home opened again signed in. */
async function journey(browser: Browser, url: string, login: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  const all = recordAssets(page);
  await page.goto('/login');
  await page.getByLabel('User name').waitFor();
  await settled(page);
  const signedOut = new Set(all);
  await page.getByLabel('User name').fill(login);
  await page.getByLabel('Password').fill('Demo-pass-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  await settled(page);
  // A signed-in user opening the app again: a fresh cache, the same storage (tokens, session).
  const again = await browser.newContext({ baseURL: url, storageState: await context.storageState() });
  const home = await again.newPage();
  const opened = recordAssets(home);
  await home.goto('/home');
  await home.getByRole('navigation').first().waitFor();
  await settled(home);
  await Promise.all([context.close(), again.close()]);
  return { signedOut, signIn: all, opened };
}

/**
 * What Chromium downloads from /assets/ (every request counted, ADR 0084): the sign-in page, the
 * journey from it to Home, and Home opened by a signed-in user — in English (the budgets), and in
 * Traditional Chinese, whose embedded fonts come on top where the machine has no CJK font of its own, as here
 * (ADR 0147). Bytes are the built files' gzip size (woff2 as is), so the figures are the same on every machine
 * without a CJK font for the same build.
 */
export async function firstLoadBench(): Promise<string> {
  ensureWebBuild({});
  const rt = await startRuntime({ ...process.env, PORT, ESG_DATA_DIR: '.local-bench-web', ESG_RESET: '1' });
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const en = await journey(browser, rt.cfg.url, 'acme.admin');
    const hk = await journey(browser, rt.cfg.url, 'acme.user');
    if (process.env.BENCH_FIRSTLOAD_FILES) {
      console.log(filesOf('/home, signed in (en)', en.opened));
      console.log(filesOf('/home, signed in (hk)', hk.opened));
    }
    return table(
      'First load: what Chromium fetches from /assets/ (gzip; fonts as woff2)',
      ['page', 'files', 'JS', 'CSS', 'fonts', 'total', 'budget', 'target'],
      [
        row('/login, signed out', en.signedOut, BUDGET.login),
        row('/login → sign in → Home (en)', en.signIn, BUDGET.signedIn),
        row('/home, signed in (en, fresh cache)', en.opened, BUDGET.signedIn),
        row('/login → sign in → Home (hk)', hk.signIn, BUDGET.signedIn),
        row('/home, signed in (hk, fresh cache)', hk.opened, BUDGET.signedIn),
        // The same load less what only a machine without a CJK font fetches (computed: this one has none).
        row('/home, signed in (hk, a system CJK font)', without(hk.opened, embeddedCjk()), BUDGET.signedIn),
      ],
    );
  } finally {
    await browser.close();
    await rt.stop();
    rmSync(rt.cfg.dataDir, { recursive: true, force: true });
  }
}
