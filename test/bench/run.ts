import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { latencyBench } from './latency';
import { sizeBench } from './sizes';
import { reportBench } from './report';
import { benchEmissions } from './emissions';
import { startupBench } from './startup';

/**
 * `npm run bench` (DESIGN §8): speed targets of issues 2, 3, 4 and 7, printed as ratios against a baseline
 * measured in the same run. It reports, it never fails on a number: machines differ, ratios
 * travel. It exits non-zero only when the bench itself cannot run.
 */
async function main() {
  console.log(`esg bench — node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
  // Bundles first, while the machine is quiet: the runtime's Java process would add noise.
  for (const t of await sizeBench()) console.log(t);
  // Issue 4: gzip JavaScript per web route (login ≤ 350 KB; route chunks ≤ 100 KB except charts), from the last build.
  console.log('\nWeb bundle (npm run build first):');
  spawnSync(process.execPath, ['--import', 'tsx', 'web/scripts/bundle-sizes.ts'], { stdio: 'inherit' });
  // Issue 2: `npm start` until ready, fresh and on kept data.
  console.log(await startupBench());
  for (const t of await latencyBench()) console.log(t);
  // Issue 3: job creation → DONE vs Chromium alone printing the same page (prints its own table).
  await reportBench();
  // Issue 7: recalculating a year (50 locations × 12 rows × 12 months) vs merely reading it.
  console.log((await benchEmissions()).table);
  console.log('\nRatios are the result; absolute times only describe this machine.');
}

main().then(
  // The runtime's stand-ins leave handles (SDK sockets, timers) behind; the bench is done.
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
