import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { contractData } from './web/scripts/contractData.ts';
import { icuWithoutParser } from './web/scripts/icuWithoutParser.ts';

/** The client version the web build bakes in (web/vite.config.ts), for widgets that show it. */
const { version } = JSON.parse(readFileSync(new URL('./web/package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * unit: pure modules, no I/O. component: the web's widgets in happy-dom with Testing Library and
 * Cloudscape's test-utils, the API faked at `callRoute` (web/src/test). integration: the stand-ins
 * and the local gateway, started once per run by the global setup (packages/local's runtime on
 * port 3100 with a throw-away data dir).
 *
 * unit and component run without per-file isolation (ADR 0017): a worker imports zod, the catalogue
 * and Cloudscape once instead of once per file, which halves their CPU time. So a test file leaves
 * no module state behind: stubs are undone after each test (below), the fake API and the DOM are
 * reset by web/src/test/setup.ts, and a module's own store is reset by the test that fills it.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          // Some unit tests import whole handler modules; on a loaded 2-core CI machine that takes seconds.
          testTimeout: 30_000,
          include: ['core/**/*.test.ts', 'functions/**/*.test.ts', 'test/unit/**/*.test.ts', 'web/src/**/*.test.ts'],
        },
      },
      {
        define: { __APP_VERSION__: JSON.stringify(version) },
        // The contract's routes as data, without zod, as the web's build loads them (ADR 0126).
        plugins: [contractData()],
        // Cloudscape's compiled messages formatted without the ICU parser, as in the build (web/scripts/icuWithoutParser.ts).
        resolve: { alias: [icuWithoutParser] },
        test: {
          name: 'component',
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          // Cloudscape's first render in a fresh worker is slow on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/api/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
