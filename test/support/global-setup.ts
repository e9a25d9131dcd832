import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRuntime, type Runtime } from '../../packages/local/src/runtime';

let runtime: Runtime | undefined;
let tmpDir: string | undefined;

const LOOPBACK = '127.0.0.1,::1';

/** One local runtime for the whole integration run, on its own port and data dir. */
export async function setup(project: TestProject) {
  // Several runs may share a machine (CI, parallel work): each gets its own port block and data dir.
  const port = process.env.TEST_PORT ?? String(4000 + (process.pid % 100) * 20);
  // Suites that call public routes many times run from loopback, which the per-IP throttle exempts;
  // test/api/throttle.test.ts calls from other loopback addresses (127.0.0.2…) to meet the real limits.
  // The runtime's own temp dir (it runs in this process): tests can see what the workers leave there.
  tmpDir = resolve(`.local-test-${port}-tmp`);
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  process.env.TMPDIR = tmpDir;
  runtime = await startRuntime({
    ...process.env,
    PORT: port,
    ESG_DATA_DIR: `.local-test-${port}`,
    ESG_RESET: '1',
    ESG_THROTTLE_EXEMPT: LOOPBACK,
  });
  project.provide('runtime', {
    url: runtime.cfg.url,
    port: runtime.cfg.port,
    dataDir: runtime.cfg.dataDir,
    env: Object.fromEntries(
      Object.entries(process.env).filter(
        // ESG_BULK_IN_FLIGHT: how many batch writes the stand-in takes at once (core/src/infra/db/bulk.ts).
        ([k]) => k.startsWith('AWS_') || k.startsWith('SST_RESOURCE_') || k === 'ESG_BULK_IN_FLIGHT',
      ),
    ) as Record<string, string>,
    inboxUrl: runtime.inboxUrl,
    tmpDir,
  });
}

export async function teardown() {
  await runtime?.stop();
  if (runtime) rmSync(runtime.cfg.dataDir, { recursive: true, force: true });
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: {
      url: string;
      port: number;
      dataDir: string;
      env: Record<string, string>;
      inboxUrl: string;
      tmpDir: string;
    };
  }
}
