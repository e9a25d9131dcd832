import { spawn } from 'node:child_process';

/**
 * `npm test`: every gate a release needs, in order, stopping at the first failing stage.
 * Stand-ins start once for the integration run (vitest global setup) and once for e2e (Playwright webServer).
 * `npm run check` runs the everyday loop: `test/run.ts lint typecheck unit component` (names are prefixes).
 *
 * The static checks (eslint, tsc -b, the stacks' tsc) are each single-threaded: they run side by side
 * as one stage, each one's output printed whole when it ends, so the 2-core CI machine is kept busy.
 */
type Step = [name: string, command: string[], env?: Record<string, string>];
const stages: Step[][] = [
  [
    ['lint', ['npm', 'run', 'lint']],
    ['typecheck', ['npm', 'run', 'typecheck']],
    ['stacks typecheck', ['npm', 'run', 'typecheck:stacks']],
    // `npm ci && npm start` on a fresh clone is mostly disk and network: it runs beside the static
    // checks, on its own port block, without the shared e2e runtime.
    ['e2e fresh clone (Chromium)', ['npx', 'playwright', 'test', '--project', 'fresh-clone'], { E2E_NO_SERVER: '1' }],
  ],
  [['unit', ['npx', 'vitest', 'run', '--project', 'unit']]],
  [['component', ['npx', 'vitest', 'run', '--project', 'component']]],
  // The PDF worker prints web/dist/report.html, so the web app is built before integration.
  [['web build', ['npm', 'run', 'build']]],
  [['integration + API', ['npx', 'vitest', 'run', '--project', 'integration']]],
  [['e2e (Chromium)', ['npx', 'playwright', 'test', '--project', 'setup', '--project', 'chromium']]],
];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one step; alone it streams its output, beside others it prints its output whole at the end. */
function run([name, [cmd, ...args], env]: Step, alone: boolean): Promise<boolean> {
  const t = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  const child = spawn(cmd!, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: process.env.CI ?? '1', ...env },
  });
  const out: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => out.push(b));
  child.stderr?.on('data', (b: Buffer) => out.push(b));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(out).toString()}`);
      console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds(t)})`);
      resolve(status === 0);
    }),
  );
}

const only = process.argv.slice(2);
const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
  if (!steps.length) continue;
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  if (results.includes(false)) process.exit(1);
}
console.log(`\nall green in ${seconds(started)}`);
