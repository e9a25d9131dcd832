import type { TestProject } from 'vitest/node';
import { startRuntime, type Runtime } from '../../packages/local/src/runtime';

let runtime: Runtime | undefined;

/** One local runtime for the whole integration run, on its own port and data dir. */
export async function setup(project: TestProject) {
  runtime = await startRuntime({
    ...process.env,
    PORT: process.env.TEST_PORT ?? '3100',
    ESG_DATA_DIR: '.local-test',
    ESG_RESET: '1',
  });
  project.provide('runtime', {
    url: runtime.cfg.url,
    port: runtime.cfg.port,
    dataDir: runtime.cfg.dataDir,
    env: Object.fromEntries(
      Object.entries(process.env).filter(([k]) => k.startsWith('AWS_') || k.startsWith('SST_RESOURCE_')),
    ) as Record<string, string>,
    inboxUrl: runtime.inboxUrl,
  });
}

export async function teardown() {
  await runtime?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: { url: string; port: number; dataDir: string; env: Record<string, string>; inboxUrl: string };
  }
}
