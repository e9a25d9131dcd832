import { defineConfig } from 'vitest/config';

/**
 * unit: pure modules, no I/O. integration: the stand-ins and the local gateway, started once
 * per run by the global setup (packages/local's runtime on port 3100 with a throw-away data dir).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Some unit tests import whole handler modules; on a loaded 2-core CI machine that takes seconds.
          testTimeout: 30_000,
          include: [
            'core/**/*.test.ts',
            'functions/**/*.test.ts',
            'test/unit/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
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
