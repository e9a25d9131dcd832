import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { DEFAULT_THRESHOLDS } from '@esg/core/calc/assurance/anomalies';
import { byLocation, expectedMonths, rowCells } from '@esg/core/calc/assurance/completeness';
import { findAnomalies, keyOf } from '@esg/core/domain/assurance/anomalies';
import { NATURAL_KEYS } from '@esg/core/domain/resources/naturalKey';
import type { ResourceRecord } from '@esg/core/domain/resources/rows';
import { RESOURCE_TYPES } from '@esg/core/schemas/resources';
import { collector, retained, time } from './emissions';
import { kb, ms, ratio, table, verdict } from './stats';

/**
 * GET /api/completeness/{year} + GET /api/anomalies/{year} (minus the I/O) for 50 locations × 12 rows × 12
 * months this year and last, vs merely reading the same items (decode each, read every month); target ≤ 2×
 * in time and memory (docs/decisions/0107-anomaly-rules.md). A few months of this year are planted anomalies.
 */
const TARGET = 2;
const LOCATIONS = Number(process.env.BENCH_ASSURANCE_LOCATIONS ?? 50);
const TYPES = RESOURCE_TYPES.filter((t) => t !== 'intensity');

function year(yearEnd: string, scale: number): ResourceRecord[] {
  return Array.from({ length: LOCATIONS }, (_, l) =>
    Array.from({ length: 12 }, (_, r): ResourceRecord => {
      const type = r === 11 ? 'intensity' : TYPES[r % TYPES.length]!;
      const attributes = Object.fromEntries(NATURAL_KEYS[type].map((k) => [k, `${k}-${r}`]));
      if (type === 'intensity') attributes.denominator = 'headcount';
      return {
        rowId: `row-${l}-${r}`,
        type,
        yearEnd,
        locationId: `loc-${String(l).padStart(3, '0')}`,
        unit: 'u',
        attributes,
        months: Array.from({ length: 12 }, (_, m) => {
          const q = (100 + ((l * 7 + r * 13 + m * 5) % 17)) * scale;
          return m === (l + r) % 12 && l % 10 === 0 && scale === 1
            ? String(q * 1000)
            : (r + m) % 29 === 0
              ? ''
              : q.toFixed(2);
        }),
        version: 1,
        auditId: `audit-${l}-${r}`,
        updatedAt: `${yearEnd}T00:00:00.000Z`,
      };
    }),
  ).flat();
}

/** Reading: decode each item and read every monthly value, as any consumer of the items does. */
function readRows(wire: string): ResourceRecord[] {
  const items = (JSON.parse(wire) as Parameters<typeof unmarshall>[0][]).map((i) => unmarshall(i) as ResourceRecord);
  let sum = 0;
  for (const item of items) for (const m of item.months) sum += Number(m || 0);
  if (!(sum > 0)) throw new Error('read nothing');
  return items;
}

export async function benchAssurance(): Promise<string> {
  const gc = collector();
  const wire = (rows: ResourceRecord[]) => JSON.stringify(rows.map((r) => marshall(r)));
  const [now, last] = [wire(year('2025-12-31', 1)), wire(year('2024-12-31', 0.94))];
  const locationIds = Array.from({ length: LOCATIONS }, (_, l) => `loc-${String(l).padStart(3, '0')}`);
  const read = () => [readRows(now), readRows(last)];
  const checks = () => {
    const [rows, lastRows] = read() as [ResourceRecord[], ResourceRecord[]];
    const lastByKey = new Map(lastRows.map((r) => [keyOf(r), r]));
    const cells = rowCells(
      rows.map((r) => ({ ...r, label: r.rowId, expected: expectedMonths(r.type, lastByKey.get(keyOf(r))?.months) })),
      [],
      () => false,
    );
    const locations = new Map(locationIds.map((id) => [id, { id, name: id, names: { en: id, hk: id, cn: id } }]));
    const anomalies = findAnomalies({ rows, lastRows, locations }, DEFAULT_THRESHOLDS);
    if (anomalies.length === 0) throw new Error('found no planted anomaly');
    return [rows, lastRows, byLocation(cells, locationIds), anomalies];
  };
  const t = time({ read, checks });
  const heap = { read: retained(read, gc), checks: retained(checks, gc) };
  const items = LOCATIONS * 12 * 2;
  return table(
    `Completeness + anomalies: ${LOCATIONS} locations × 12 rows × 12 months, this year and last (${items} items), vs reading them; heap retained after GC`,
    ['operation', 'wall', 'wall ×', 'cpu', 'cpu ×', 'heap', 'heap ×', `≤ ${TARGET}×: wall / cpu / heap`],
    [
      ['read both years', ms(t.read.wall), '1.00×', ms(t.read.cpu), '1.00×', kb(heap.read), '1.00×', ''],
      [
        'read + completeness + anomalies',
        ms(t.checks.wall),
        ratio(t.checks.wall, t.read.wall),
        ms(t.checks.cpu),
        ratio(t.checks.cpu, t.read.cpu),
        kb(heap.checks),
        ratio(heap.checks, heap.read),
        [
          verdict(t.checks.wall, t.read.wall, TARGET),
          verdict(t.checks.cpu, t.read.cpu, TARGET),
          verdict(heap.checks, heap.read, TARGET),
        ].join(' / '),
      ],
    ],
  );
}
