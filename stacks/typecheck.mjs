// Typechecks sst.config.ts and stacks/ against SST's platform types, offline.
//
// `sst install` unpacks the platform (.sst/platform: config.d.ts, the component sources) from
// the sst binary and npm-installs its dependencies (@pulumi/*) from the npm registry. With
// SST_SKIP_DEPENDENCY_CHECK it does not download Pulumi or Bun, which only deploys need.
// A stage is required even to install; "typecheck" is used unless SST_STAGE is set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  SST_NO_BUN: '1',
  SST_SKIP_DEPENDENCY_CHECK: 'true',
  SST_TELEMETRY_DISABLED: '1',
  SST_STAGE: process.env.SST_STAGE || 'typecheck',
  // The sst binary evaluates the config with `node` and installs with `npm`: use this Node (22).
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
};

function run(label, args) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`stacks typecheck: ${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    process.exit(result.status || 1);
  }
  console.log(`stacks typecheck: ${label} ok (${seconds} s)`);
}

run('sst install', [join(root, 'node_modules/sst/bin/sst.mjs'), 'install']);
if (!existsSync(join(root, '.sst/platform/config.d.ts'))) {
  console.error('stacks typecheck: sst install left no .sst/platform/config.d.ts');
  process.exit(1);
}
run('tsc -p stacks/tsconfig.json', [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'stacks/tsconfig.json']);
