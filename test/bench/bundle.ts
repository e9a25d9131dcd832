import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Every input file that put bytes in the output (paths relative to the repo). */
  inputs: string[];
}

const modules = (dir: string, prefix = ''): [string, string][] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f): [string, string] => [`${prefix}${basename(f, '.ts')}`, join(ROOT, dir, f)]);

/**
 * The baseline first, then every handler module (one Lambda per resource group, docs/architecture.md) and the
 * Cognito triggers (one cold start on a sign-in, ADR 0085).
 */
export const entries = (): [string, string][] => [
  ['baseline', join(ROOT, 'test/bench/baseline-handler.ts')],
  ...modules('functions/src/handlers'),
  ...modules('functions/src/triggers', 'trigger:'),
];

/**
 * Bundles as SST does for a nodejs22.x function (ESM, minified, `module` before `main` so ESM
 * builds tree-shake, and a `require` shim for bundled CommonJS that requires node builtins).
 * Identical options for the baseline and the handlers: only the code differs.
 */
export async function bundle(name: string, entry: string, variant: Variant, dir = OUT_DIR): Promise<Bundle> {
  const file = join(dir, variant, `${name}.mjs`);
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
    inputs: Object.values(metafile.outputs).flatMap((o) =>
      Object.entries(o.inputs)
        .filter(([, i]) => i.bytesInOutput > 0)
        .map(([path]) => path),
    ),
  };
}

/** AWS SDK helpers beside the clients, and what of them a handler uses. */
const SDK_HELPERS: Record<string, string> = { '@aws-sdk/s3-request-presigner': 'getSignedUrl' };

/**
 * The same-client baseline of a handler (ADR 0016 §2): the bare baseline plus every AWS client the
 * handler's bundle carries beyond DynamoDB — the client class and the very commands it bundles — and
 * the SDK helpers it uses. What the handler weighs over this is our own code. Returns the baseline's
 * name ("baseline" when it needs no other client) and its entry file, generated under `dir`.
 */
export function sameClientBaseline(handler: Bundle, dir = OUT_DIR): [string, string] {
  const clients = new Map<string, { client?: string; commands: Set<string>; whole: boolean }>();
  const helpers = new Set<string>();
  for (const input of handler.inputs) {
    const m =
      /node_modules\/@aws-sdk\/(client-(?!dynamodb)[\w-]+)\/dist-es\/(?:commands\/(\w+Command)|(\w+Client)|(index))\.js$/.exec(
        input,
      );
    if (m) {
      const use = clients.get(m[1]!) ?? { commands: new Set<string>(), whole: false };
      if (m[2]) use.commands.add(m[2]);
      if (m[3]) use.client = m[3];
      if (m[4]) use.whole = true;
      clients.set(m[1]!, use);
    }
    const helper = Object.keys(SDK_HELPERS).find((h) => input.includes(`node_modules/${h}/`));
    if (helper) helpers.add(helper);
  }
  const names = [...clients.keys(), ...helpers].sort();
  if (names.length === 0) return ['baseline', entries()[0]![1]];
  const lines = [`export { handler } from ${JSON.stringify(join(ROOT, 'test/bench/baseline-handler.ts'))};`];
  for (const [pkg, use] of clients) {
    // A client the handler loads with import() comes whole (ADR 0016 §2): so does the baseline's.
    if (use.whole) {
      lines.push(`export const ${pkg.replace(/\W/g, '_')} = () => import('@aws-sdk/${pkg}');`);
      continue;
    }
    const imported = [...(use.client ? [use.client] : []), ...use.commands].sort();
    lines.push(`import { ${imported.join(', ')} } from '@aws-sdk/${pkg}';`);
    lines.push(`export const ${pkg.replace(/\W/g, '_')} = [${imported.join(', ')}];`);
  }
  for (const h of helpers) lines.push(`export { ${SDK_HELPERS[h]} } from '${h}';`);
  const name = `baseline+${names.map((n) => n.replace(/^(@aws-sdk\/)?(client-)?/, '')).join('+')}`;
  const file = join(dir, 'baselines', `${name}.ts`);
  mkdirSync(join(dir, 'baselines'), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return [name, file];
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
