import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { build, type Metafile } from 'esbuild';
import { GROUPS } from '@esg/core/contract/route';

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
  /** Every file of ours the bundle read, bytes or not (a module that only re-exports puts none). */
  sources: string[];
}

const modules = (dir: string, prefix = ''): [string, string][] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f): [string, string] => [`${prefix}${basename(f, '.ts')}`, join(ROOT, dir, f)]);

/**
 * The baseline first, then every Lambda of the API (one per resource group of the contract, docs/architecture.md;
 * a handler folder's other modules are parts of those) and the Cognito triggers (one cold start on a sign-in,
 * ADR 0085).
 */
export const entries = (): [string, string][] => [
  ['baseline', join(ROOT, 'test/bench/baseline-handler.ts')],
  ...GROUPS.map((group): [string, string] => [group, join(ROOT, 'functions/src/handlers', `${group}.ts`)]),
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
    sources: Object.keys(metafile.inputs).filter((path) => !path.includes('node_modules/')),
  };
}

/** AWS SDK helpers beside the clients, and what of them a handler uses. */
const SDK_HELPERS: Record<string, string> = { '@aws-sdk/s3-request-presigner': 'getSignedUrl' };

/**
 * The libraries besides the AWS clients that the yardstick carries when a group's own code imports them (ADR 0146):
 * the two ADR 0016 §1 keeps in every handler, those a group does its job with, and SST's linked resources and the
 * items' ids (ADR 0151). handler-bundles.test.ts keeps the workbook and Word libraries to the groups that build those
 * files.
 */
const LIBRARIES: Record<string, string> = {
  '@aws-lambda-powertools/logger': 'logger',
  'aws-jwt-verify': 'jwt',
  exceljs: 'exceljs',
  docx: 'docx',
  'opencc-js': 'opencc',
  '@resvg/resvg-wasm': 'resvg',
  ulid: 'ulid',
  sst: 'sst',
};

const libraryOf = (specifier: string) =>
  Object.keys(LIBRARIES).find((lib) => specifier === lib || specifier.startsWith(`${lib}/`));

/**
 * What our own files in a bundle import from LIBRARIES, per specifier (`default`, `*` or a name): read from the
 * sources, so the baseline imports exactly what the handler does and tree-shakes alike. A library counts where the
 * bundle carries it, whichever of our files names it (`Resource` reaches a group through a module that only
 * re-exports it).
 */
function libraryImports({ sources, byPackage }: Bundle): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const input of sources) {
    if (!/\.tsx?$/.test(input)) continue;
    const source = readFileSync(join(ROOT, input), 'utf8');
    for (const [, clause, spec] of source.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)';/gm)) {
      const library = libraryOf(spec!);
      if (!library || !byPackage.has(library)) continue;
      const names = uses.get(spec!) ?? new Set<string>();
      const [head, braces] = clause!.split('{');
      const first = head!.replace(/,\s*$/, '').trim();
      if (first.startsWith('*')) names.add('*');
      else if (first) names.add('default');
      for (const part of braces?.replace('}', '').split(',') ?? []) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
      if (names.size) uses.set(spec!, names);
    }
  }
  return uses;
}

/**
 * The same-client baseline of a handler (ADR 0016 §2, ADR 0146): the bare baseline plus every AWS client the
 * handler's bundle carries beyond DynamoDB — the client class and the very commands it bundles — the SDK helpers it
 * uses, and what its own code imports from LIBRARIES. What the handler weighs over this is our own code. Returns the
 * baseline's name ("baseline" when it needs nothing else) and its entry file, generated under `dir`; without the
 * libraries, the AWS clients' baseline alone (the bench prints both).
 */
export function sameClientBaseline(handler: Bundle, dir = OUT_DIR, withLibraries = true): [string, string] {
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
  const libraries = withLibraries ? libraryImports(handler) : new Map<string, Set<string>>();
  const libraryNames = [...new Set([...libraries.keys()].map((spec) => LIBRARIES[libraryOf(spec)!]!))].sort();
  const names = [...[...clients.keys(), ...helpers].sort(), ...libraryNames];
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
  [...libraries].forEach(([spec, used], i) => {
    if (used.has('*')) lines.push(`export * as lib${i} from '${spec}';`);
    const named = [...used].filter((n) => n !== '*').map((n) => `${n} as lib${i}_${n}`);
    if (named.length) lines.push(`export { ${named.join(', ')} } from '${spec}';`);
  });
  const name = `baseline+${names.map((n) => n.replace(/^(@aws-sdk\/)?(client-)?/, '')).join('+')}`;
  // Two groups with the same clients and libraries may import different parts of a library (ulid's `ulid` or its
  // `monotonicFactory`): each baseline's file is named by its source too, so neither stands in for the other.
  const source = `${lines.join('\n')}\n`;
  const id = createHash('sha256').update(source).digest('hex').slice(0, 8);
  const file = join(dir, 'baselines', `${name}.${id}.ts`);
  mkdirSync(join(dir, 'baselines'), { recursive: true });
  writeFileSync(file, source);
  return [name, file];
}

/** A same-client baseline's bundle (`sameClientBaseline`), built under its file's name and shown under its own. */
export async function baselineBundle(
  [name, entry]: [string, string],
  variant: Variant,
  dir = OUT_DIR,
): Promise<Bundle> {
  return { ...(await bundle(basename(entry, '.ts'), entry, variant, dir)), name };
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
