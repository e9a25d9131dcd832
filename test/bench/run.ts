import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

/**
 * `npm run bench` (docs/bench.md): speed targets printed as ratios against a baseline measured in the
 * same run. It reports, it never fails on a number: machines differ, ratios travel. Each part runs
 * in its own process (part.ts says why); every part runs even when one fails, and the bench exits
 * non-zero when any part could not run, naming it. `npm run bench -- report emissions` runs some.
 */
const ORDER = [
  'sizes',
  'bundle',
  'firstLoad',
  'startup',
  'latency',
  'soak',
  'report',
  'reportScale',
  'pack',
  'emissions',
  'scope3',
  'dashboard',
  'questionnaire',
  'excel',
  'assurance',
  'assurancePack',
  'workflow',
  'reminders',
];
const chosen = process.argv.slice(2);
const parts = chosen.length ? ORDER.filter((p) => chosen.includes(p)) : ORDER;

console.log(`esg bench — node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
const failed: string[] = [];
for (const part of parts) {
  // Bundles first, while the machine is quiet: the runtime's Java process would add noise.
  const args =
    part === 'bundle'
      ? ['--import', 'tsx', 'web/scripts/bundle-sizes.ts']
      : ['--import', 'tsx', 'test/bench/part.ts', part];
  if (part === 'bundle') console.log('\nWeb bundle (npm run build first):');
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (r.status !== 0) failed.push(`${part} (exit ${r.status ?? r.signal})`);
}
console.log('\nRatios are the result; absolute times only describe this machine.');
if (failed.length) {
  console.error(`\nbench parts that could not run: ${failed.join(', ')}`);
  process.exit(1);
}
