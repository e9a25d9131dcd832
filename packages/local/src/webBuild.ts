import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './config';

/** What the web build is made from: the web app's own sources and the core modules it imports. */
const SOURCES = [
  'web/src',
  'web/scripts',
  'web/index.html',
  'web/report.html',
  'web/vite.config.ts',
  'web/package.json',
  'core/src',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why the build in `dist` cannot be served as it is, or undefined when it is current. */
export function staleReason(root = ROOT, dist = join(root, 'web', 'dist')): string | undefined {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return 'the web app is not built yet';
  const built = statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newest(join(root, source)) > built);
  return changed ? `${changed} changed since the web app was built` : undefined;
}

/**
 * The environment a web build runs in: always a production build, whoever asks. A run under vitest (NODE_ENV=test,
 * as the CLI's own tests start `npm start`) would otherwise build React's development files into web/dist, which a
 * later `npm start` or `npm run bench` would serve as current.
 */
export const buildEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  NODE_ENV: 'production',
});

/**
 * `npm start` serves a working app on a fresh clone (README.md, "Quick start"): it builds the web app when its
 * build is missing or older than its sources, saying so in one line. A build named by ESG_WEB_DIST
 * is someone else's (tests build their own) and is served as it is.
 */
export function ensureWebBuild(env: NodeJS.ProcessEnv = process.env): void {
  if (env.ESG_WEB_DIST) return;
  const reason = staleReason();
  if (!reason) return;
  console.log(`Building the web app (${reason}) …`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    env: buildEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('The web app failed to build: run npm run build to see why');
}
