import { spawn } from 'node:child_process';

/**
 * `npm test`: every gate a release needs. `npm run check` runs the everyday loop:
 * `test/run.ts lint typecheck unit component` (names are prefixes; a step's `after` that is not
 * selected is not waited for).
 *
 * The steps form a small graph, not a queue: each starts as soon as the steps it needs have passed,
 * so the 2-core CI machine is kept busy (ADR 0017 §12, §14). The static checks (eslint, tsc -b, the
 * stacks' tsc) are each single-threaded and start together with unit → component → web build and the
 * fresh-clone journey, which is mostly disk and network (`npm ci` on a clone) and starts no shared
 * runtime. Integration waits for unit, component and the build (the PDF worker prints web/dist/report.html), not
 * for the static checks, which run beside it while the fresh clone waits on the network; e2e waits for integration
 * and the fresh clone, so the two suites that start a runtime never share the machine. The first failure stops every running step and the run.
 */
/** `stream`: the step's output is printed as it comes (the long suites); others print theirs whole when they end. */
type Step = { name: string; command: string[]; after?: string[]; env?: Record<string, string>; stream?: true };
const steps: Step[] = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'stacks typecheck', command: ['npm', 'run', 'typecheck:stacks'] },
  {
    name: 'e2e fresh clone (Chromium)',
    command: ['npx', 'playwright', 'test', '--project', 'fresh-clone'],
    env: { E2E_NO_SERVER: '1' },
  },
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'component', command: ['npx', 'vitest', 'run', '--project', 'component'], after: ['unit'] },
  { name: 'web build', command: ['npm', 'run', 'build'], after: ['component'] },
  {
    name: 'integration + API',
    command: ['npx', 'vitest', 'run', '--project', 'integration'],
    after: ['unit', 'component', 'web build'],
    stream: true,
  },
  {
    name: 'e2e (Chromium)',
    command: ['npx', 'playwright', 'test', '--project', 'setup', '--project', 'chromium'],
    after: ['integration + API', 'e2e fresh clone (Chromium)'],
    stream: true,
  },
];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const only = process.argv.slice(2);
const selected = steps.filter(({ name }) => !only.length || only.some((o) => name.startsWith(o)));
const children = new Set<ReturnType<typeof spawn>>();

/** Runs one step, streaming its output or printing it whole at its end. */
function run({ name, command: [cmd, ...args], env }: Step, alone: boolean): Promise<boolean> {
  const t = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  const child = spawn(cmd!, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: process.env.CI ?? '1', ...env },
    detached: true, // its own process group, so a failure elsewhere can stop it with everything it started
  });
  children.add(child);
  const out: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => out.push(b));
  child.stderr?.on('data', (b: Buffer) => out.push(b));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      children.delete(child);
      if (!alone) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(out).toString()}`);
      console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds(t)})`);
      resolve(status === 0);
    }),
  );
}

function stopAll(): never {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(1);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const started = Date.now();
const done = new Map<string, Promise<void>>();
/** A step's promise: waits for the selected steps it needs, then runs; a failure stops the run. */
function schedule(step: Step): Promise<void> {
  let scheduled = done.get(step.name);
  if (scheduled) return scheduled;
  const needs = selected.filter(({ name }) => step.after?.includes(name));
  scheduled = Promise.all(needs.map(schedule)).then(async () => {
    if (!(await run(step, Boolean(step.stream) || selected.length === 1))) stopAll();
  });
  done.set(step.name, scheduled);
  return scheduled;
}
await Promise.all(selected.map(schedule));
console.log(`\nall green in ${seconds(started)}`);
