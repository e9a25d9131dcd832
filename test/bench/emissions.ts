import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { referencePorts } from '@esg/core/calc/emissions/adapters';
import { referenceData } from '@esg/core/domain/catalogues/data';
import type { ActivityRow, CalculationSettings } from '@esg/core/calc/emissions/model';
import { recalculateYear, syntheticYear } from '@esg/core/calc/emissions/synthetic';
import { withLineColumns } from '@esg/core/calc/emissions/columns';
import { kb, median, ms, ratio, table, verdict, type Row } from './stats';

/** Recalculating a year may cost at most 2× merely reading its items, in time and memory. */
const TARGET = 2;
const LOCATIONS = Number(process.env.BENCH_EMISSION_LOCATIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_EMISSION_ROUNDS ?? 40);
const WARMUP = 100;
const COPIES = 10;
const SETTINGS: CalculationSettings = { year: 2023, gwpSet: 'AR5' };

/** A forced collection makes retained-heap numbers mean something; the flag can be set at run time. */
export function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Reading: what any consumer of the items does — decode each one and read every monthly value. */
export function readItems(wire: string): ActivityRow[] {
  const items = (JSON.parse(wire) as Parameters<typeof unmarshall>[0][]).map((i) => unmarshall(i) as ActivityRow);
  let sum = 0;
  for (const item of items) for (const m of item.months) sum += Number(m ?? 0);
  if (!(sum > 0)) throw new Error('read nothing');
  return items;
}

type Timing = { wall: number; cpu: number };

/**
 * Median wall and CPU ms of each operation over interleaved rounds, so drift hits all of them
 * alike. CPU time is printed beside wall time because a busy CI machine (2 cores, other jobs)
 * stretches wall time of whichever operation it preempts; the work itself shows in CPU time.
 */
export function time<K extends string>(ops: Record<K, () => unknown>): Record<K, Timing> {
  const names = Object.keys(ops) as K[];
  for (const n of names) for (let i = 0; i < WARMUP; i++) ops[n]();
  const wall = new Map<K, number[]>(names.map((n) => [n, []]));
  const cpu = new Map<K, number[]>(names.map((n) => [n, []]));
  for (let r = 0; r < ROUNDS; r++)
    for (const n of names) {
      const [t0, c0] = [performance.now(), process.cpuUsage()];
      ops[n]();
      const c = process.cpuUsage(c0);
      wall.get(n)!.push(performance.now() - t0);
      cpu.get(n)!.push((c.user + c.system) / 1000);
    }
  return Object.fromEntries(names.map((n) => [n, { wall: median(wall.get(n)!), cpu: median(cpu.get(n)!) }])) as Record<
    K,
    Timing
  >;
}

/** Heap retained per result of `op` (COPIES kept alive), after forced collections. */
export function retained(op: () => unknown, gc: () => void): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: COPIES }, op);
  gc();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== COPIES) throw new Error('lost results');
  return (after - before) / COPIES;
}

export interface EmissionsBench {
  /** (read + recalculate with lineage) ÷ read, median wall time; target ≤ 2. */
  time: number;
  /** The same in CPU time (less sensitive to a busy machine). */
  cpu: number;
  /** Heap retained by the items and the result with lineage ÷ by the items alone; target ≤ 2. */
  memory: number;
  /** The same without the lineage lines (figures only). */
  memoryFiguresOnly: number;
  /** With lineage, lines held as columns (`withLineColumns`): time and heap ÷ read. */
  timeColumns: number;
  memoryColumns: number;
  /** Recalculation alone ÷ walking the already-decoded items (no target: exact arithmetic vs Number()). */
  timeInMemory: number;
  table: string;
}

/**
 * A year of LOCATIONS × 12 resource rows × 12 months. "Read" decodes the items as a DynamoDB
 * Query delivers them (JSON wire format, unmarshall) and reads every month; "recalculate" does
 * the same, then calculates and presents the year (GET /api/emissions/{year} minus the I/O).
 */
export async function benchEmissions(): Promise<EmissionsBench> {
  const gc = collector();
  const ports = referencePorts(referenceData());
  const rows = syntheticYear(LOCATIONS);
  const wire = JSON.stringify(rows.map((r) => marshall(r, { removeUndefinedValues: true })));
  const decoded = readItems(wire);
  const recalc = (lines: boolean) => () => {
    const items = readItems(wire);
    // As the route: no location's months (the dashboard's bench counts those).
    return [items, recalculateYear(items, SETTINGS, ports, { lines, locationMonths: false })];
  };
  /** The same lineage with lines held as columns (calc/emissions/columns.ts). */
  const columns = () => {
    const items = readItems(wire);
    return [items, withLineColumns(recalculateYear(items, SETTINGS, ports, { locationMonths: false }))];
  };
  const walk = () => {
    let sum = 0;
    for (const item of decoded) for (const m of item.months) sum += Number(m ?? 0);
    return sum;
  };
  const t = time({
    read: () => readItems(wire),
    full: recalc(true),
    columns,
    figures: recalc(false),
    walk,
    inMemory: () => recalculateYear(decoded, SETTINGS, ports, { locationMonths: false }),
  });
  const heap = {
    read: retained(() => readItems(wire), gc),
    full: retained(recalc(true), gc),
    columns: retained(columns, gc),
    figures: retained(recalc(false), gc),
  };
  const base = t.read;
  const row = (name: string, op: 'full' | 'columns' | 'figures'): Row => [
    name,
    ms(t[op].wall),
    ratio(t[op].wall, base.wall),
    ms(t[op].cpu),
    ratio(t[op].cpu, base.cpu),
    kb(heap[op]),
    ratio(heap[op], heap.read),
    [
      verdict(t[op].wall, base.wall, TARGET),
      verdict(t[op].cpu, base.cpu, TARGET),
      verdict(heap[op], heap.read, TARGET),
    ].join(' / '),
  ];
  const rowsOut: Row[] = [
    ['read', ms(base.wall), '1.00×', ms(base.cpu), '1.00×', kb(heap.read), '1.00×', ''],
    row('read + recalculate (figures + lineage)', 'full'),
    row('read + recalculate (figures + lineage as columns)', 'columns'),
    row('read + recalculate (figures only)', 'figures'),
    ['walk decoded items (Number per month)', ms(t.walk.wall), '', ms(t.walk.cpu), '', '', '', ''],
    [
      'recalculate decoded items',
      ms(t.inMemory.wall),
      ratio(t.inMemory.wall, t.walk.wall),
      ms(t.inMemory.cpu),
      '',
      '',
      '',
      'vs walk; no target',
    ],
  ];
  return {
    time: t.full.wall / base.wall,
    cpu: t.full.cpu / base.cpu,
    memory: heap.full / heap.read,
    memoryFiguresOnly: heap.figures / heap.read,
    timeColumns: t.columns.wall / base.wall,
    memoryColumns: heap.columns / heap.read,
    timeInMemory: t.inMemory.wall / t.walk.wall,
    table: table(
      `Emissions: ${LOCATIONS} locations × 12 rows × 12 months (${rows.length} items), recalculated vs read; median of ${ROUNDS} interleaved rounds; heap retained after GC`,
      ['operation', 'wall', 'wall ×', 'cpu', 'cpu ×', 'heap', 'heap ×', `≤ ${TARGET}×: wall / cpu / heap`],
      rowsOut,
    ),
  };
}
