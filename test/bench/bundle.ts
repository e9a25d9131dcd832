import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
/**
 * Inside node_modules (ignored by git, eslint and prettier) rather than the OS temp dir: the
 * "@aws-sdk external" bundles must resolve @aws-sdk/* from the repo's node_modules when imported.
 */
export const OUT_DIR = join(ROOT, 'node_modules/.cache/esg-bench');

export type Variant = 'bundled' | 'sdk-external';
export const VARIANTS: Record<Variant, string> = {
  bundled: 'everything bundled',
  'sdk-external': '@aws-sdk/* external (Lambda nodejs22.x provides it)',
};

export interface Bundle {
  name: string;
  variant: Variant;
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Bytes in the output per package, from esbuild's metafile. */
  byPackage: Map<string, number>;
}

/** The baseline first, then every handler module (one Lambda per resource group, docs/architecture.md). */
export const entries = (): [string, string][] => [
  ['baseline', join(ROOT, 'test/bench/baseline-handler.ts')],
  ...readdirSync(join(ROOT, 'functions/src/handlers'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f): [string, string] => [basename(f, '.ts'), join(ROOT, 'functions/src/handlers', f)]),
];

/**
 * Bundles as SST does for a nodejs22.x function (ESM, minified, `module` before `main` so ESM
 * builds tree-shake, and a `require` shim for bundled CommonJS that requires node builtins).
 * Identical options for the baseline and the handlers: only the code differs.
 */
export async function bundle(name: string, entry: string, variant: Variant): Promise<Bundle> {
  const file = join(OUT_DIR, variant, `${name}.mjs`);
  const { metafile } = await build({
    entryPoints: [entry],
    outfile: file,
    absWorkingDir: ROOT,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    bundle: true,
    minify: true,
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    external: variant === 'sdk-external' ? ['@aws-sdk/*'] : [],
    metafile: true,
    logLevel: 'error',
  });
  const bytes = readFileSync(file);
  return {
    name,
    variant,
    file,
    bytes: bytes.length,
    gzipBytes: gzipSync(bytes).length,
    byPackage: packagesOf(metafile),
  };
}

/** "node_modules/@smithy/core/dist-es/x.js" → "@smithy/core"; our workspaces by folder. */
function packageOf(input: string): string {
  const nm = input.lastIndexOf('node_modules/');
  if (nm < 0) return input.startsWith('test/bench/') ? '(baseline)' : `@esg/${input.split('/')[0]}`;
  const [first, second] = input.slice(nm + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

function packagesOf(meta: Metafile): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const out of Object.values(meta.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) {
      const pkg = packageOf(input);
      sizes.set(pkg, (sizes.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  return sizes;
}

export const cleanOut = () => {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
};
