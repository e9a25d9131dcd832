import {
  baselineBundle,
  bundle,
  cleanOut,
  entries,
  sameClientBaseline,
  VARIANTS,
  type Bundle,
  type Variant,
} from './bundle';
import { coldImports } from './cold';
import { kb, ratio, table, type Row } from './stats';

/**
 * A handler may weigh at most 1.25× a baseline with the same AWS clients and libraries (middy + zod + GetItem + the
 * clients and commands its bundle carries + what its code imports of the logger, the JWT verifier and the libraries it
 * does its job with): our own code on top of what its group needs (ADR 0016 §2, ADR 0146). The ratios over the
 * clients alone and over the bare baseline are printed beside it.
 */
const TARGET = 1.25;
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10);
const TOP_PACKAGES = 12;

/** Bundle size, gzip size and cold import time of every handler, each against its same-client baseline. */
export async function sizeBench(): Promise<string[]> {
  cleanOut();
  const out: string[] = [];
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const bundles = await Promise.all(entries().map(([name, entry]) => bundle(name, entry, variant)));
    const [bare, ...handlers] = bundles;
    const baselineOf = new Map(handlers.map((h) => [h.name, sameClientBaseline(h)]));
    const clientsOf = new Map(handlers.map((h) => [h.name, sameClientBaseline(h, undefined, false)]));
    // Keyed by the baseline's file: each group against what its own code imports (ADR 0146 amended).
    const wanted = new Map(
      [...baselineOf.values(), ...clientsOf.values()].filter(([name]) => name !== bare!.name).map((b) => [b[1], b]),
    );
    const baselines = new Map<string, Bundle>([[entries()[0]![1], bare!]]);
    for (const [file, b] of wanted) baselines.set(file, await baselineBundle(b, variant));
    const imports = await coldImports(
      [...baselines.values(), ...handlers].map((b) => b.file),
      RUNS,
    );
    const rows = handlers.map((h) => ({
      handler: h,
      base: baselines.get(baselineOf.get(h.name)![1])!,
      clients: baselines.get(clientsOf.get(h.name)![1])!,
    }));
    out.push(sizeTable(variant, bare!, rows, imports));
    if (variant === 'bundled') out.push(packageTable(bundles));
  }
  return out;
}

function sizeTable(
  variant: Variant,
  bare: Bundle,
  rows: { handler: Bundle; base: Bundle; clients: Bundle }[],
  imports: Map<string, number>,
): string {
  const ms = (b: Bundle) => imports.get(b.file) ?? NaN;
  return table(
    `Bundles, ${VARIANTS[variant]}: esbuild esm/node22/minified, each against a baseline with its AWS clients and libraries; import = median of ${RUNS} fresh processes`,
    [
      'handler',
      'size',
      'baseline (same clients and libraries)',
      'base size',
      'size ×',
      'gzip ×',
      'import ×',
      '× clients only',
      '× bare',
      `target ≤ ${TARGET}×`,
    ],
    rows.map(({ handler: h, base, clients }): Row => {
      const missed = [
        ['size', h.bytes / base.bytes],
        ['gzip', h.gzipBytes / base.gzipBytes],
      ].filter(([, r]) => (r as number) > TARGET);
      return [
        h.name,
        kb(h.bytes),
        base.name,
        kb(base.bytes),
        ratio(h.bytes, base.bytes),
        ratio(h.gzipBytes, base.gzipBytes),
        `${ratio(ms(h), ms(base))} (${ms(h).toFixed(0)} ms)`,
        ratio(h.bytes, clients.bytes),
        ratio(h.bytes, bare.bytes),
        missed.length ? `MISSED (${missed.map(([n]) => n).join(', ')})` : 'met',
      ];
    }),
  );
}

/** Which packages the bytes come from (esbuild metafile), biggest first: where to cut. */
function packageTable(bundles: Bundle[]): string {
  const all = new Set(bundles.flatMap((b) => [...b.byPackage.keys()]));
  const largest = (pkg: string) => Math.max(...bundles.map((b) => b.byPackage.get(pkg) ?? 0));
  const top = [...all].sort((a, b) => largest(b) - largest(a)).slice(0, TOP_PACKAGES);
  const rest = (b: Bundle) => [...b.byPackage].filter(([p]) => !top.includes(p)).reduce((s, [, n]) => s + n, 0);
  const cell = (n: number) => (n ? kb(n) : '—');
  const rows: Row[] = [
    ...top.map((pkg) => [pkg, ...bundles.map((b) => cell(b.byPackage.get(pkg) ?? 0))]),
    [`(${all.size - top.length} other packages)`, ...bundles.map((b) => cell(rest(b)))],
  ];
  return table(
    'Where the bytes come from (everything bundled; minified bytes in output per package)',
    ['package', ...bundles.map((b) => b.name)],
    rows,
  );
}
