import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every gate a release needs, in order, stopping at the first failure.
 * Stand-ins start once for the integration run (vitest global setup) and once for e2e (Playwright webServer).
 * `npm run check` runs the everyday loop: `test/run.ts lint typecheck unit component` (names are prefixes).
 */
const steps: [string, string[]][] = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['stacks typecheck', ['npm', 'run', 'typecheck:stacks']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['component', ['npx', 'vitest', 'run', '--project', 'component']],
  // The PDF worker prints web/dist/report.html, so the web app is built before integration.
  ['web build', ['npm', 'run', 'build']],
  ['integration + API', ['npx', 'vitest', 'run', '--project', 'integration']],
  ['e2e (Chromium)', ['npx', 'playwright', 'test']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd!, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } });
  console.log(`${r.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nall green in ${((Date.now() - started) / 1000).toFixed(0)} s`);
