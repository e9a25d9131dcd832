import { bundle, cleanOut, entries, VARIANTS, type Bundle, type Variant } from './bundle';
import { coldImports } from './cold';
import { kb, ratio, table, type Row } from './stats';

/** A handler may cost at most 1.1× the bare middy + zod + lib-dynamodb baseline. */
const TARGET = 1.1;
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10);
const TOP_PACKAGES = 12;

/** Bundle size, gzip size and cold import time of every handler, each against the baseline. */
export async function sizeBench(): Promise<string[]> {
  cleanOut();
  const out: string[] = [];
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const bundles = await Promise.all(entries().map(([name, entry]) => bundle(name, entry, variant)));
    const imports = await coldImports(
      bundles.map((b) => b.file),
      RUNS,
    );
    out.push(sizeTable(variant, bundles, imports));
    if (variant === 'bundled') out.push(packageTable(bundles));
  }
  return out;
}

function sizeTable(variant: Variant, bundles: Bundle[], imports: Map<string, number>): string {
  const [base] = bundles;
  const baseImport = imports.get(base.file) ?? NaN;
  const rows: Row[] = bundles.map((b) => {
    const importMs = imports.get(b.file) ?? NaN;
    const ratios: [string, number][] = [
      ['size', b.bytes / base.bytes],
      ['gzip', b.gzipBytes / base.gzipBytes],
      ['import', importMs / baseImport],
    ];
    const missed = ratios.filter(([, r]) => r > TARGET).map(([n]) => n);
    return [
      b.name,
      `${b.bytes} B`,
      kb(b.bytes),
      ratio(b.bytes, base.bytes),
      kb(b.gzipBytes),
      ratio(b.gzipBytes, base.gzipBytes),
      `${importMs.toFixed(1)} ms`,
      ratio(importMs, baseImport),
      missed.length ? `MISSED (${missed.join(', ')})` : 'met',
    ];
  });
  return table(
    `Bundles, ${VARIANTS[variant]}: esbuild esm/node22/minified; import = median of ${RUNS} fresh processes`,
    ['handler', 'bytes', 'size', 'size ×', 'gzip', 'gzip ×', 'import', 'import ×', `target ≤ ${TARGET}×`],
    rows,
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
