import { createInterface } from 'node:readline';
import { startRuntime, type OutageTarget } from '../../packages/local/src/runtime';

/**
 * A local runtime in a process of its own for the fault tests (test/integration/faults.test.ts):
 * its SDK clients and linked resources are its own, and it takes orders on stdin —
 * `stop <stand-in>` / `start <stand-in>` — answering `done <order>` or `failed <order>: <why>`.
 */
const rt = await startRuntime({ ...process.env, ESG_RESET: '1' });
const restores = new Map<string, () => Promise<void>>();
console.log(`ready ${rt.cfg.url}`);

for await (const line of createInterface({ input: process.stdin })) {
  const [verb, target] = line.trim().split(/\s+/) as [string, OutageTarget];
  try {
    if (verb === 'stop') restores.set(target, await rt.outage(target));
    else if (verb === 'start') await restores.get(target)?.();
    else if (verb === 'exit') break;
    console.log(`done ${line.trim()}`);
  } catch (err) {
    console.log(`failed ${line.trim()}: ${String(err)}`);
  }
}
await rt.stop();
process.exit(0);
