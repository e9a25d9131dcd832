import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { referencePorts } from '@esg/core/calc/emissions/adapters';
import type { CalculationSettings } from '@esg/core/calc/emissions/model';
import { calculateEmissions } from '@esg/core/calc/emissions/calculation';
import { syntheticYear } from '@esg/core/calc/emissions/synthetic';
import type { PagePayload, TableRow } from '@esg/core/catalogue/values';
import { referenceData } from '@esg/core/domain/catalogues/data';
import { scope3ByCategory } from '@esg/core/domain/climate/metrics';
import { entryEstimates } from '@esg/core/domain/climate/scope3/entries';
import { fuelAndEnergy } from '@esg/core/domain/climate/scope3/fuelAndEnergy';
import { scope3Total, screenCategories } from '@esg/core/domain/climate/scope3/screening';
import { collector, readItems, retained, time } from './emissions';
import { kb, ms, ratio, table, verdict, type Row } from './stats';

/** Scope 3 recalculation may cost at most 2× reading its items (as Scope 1/2's: emissions.ts), ADR 0109. */
const TARGET = 2;
const LOCATIONS = 50;
const PURCHASES = 2000;
const SETTINGS: CalculationSettings = { year: 2025, gwpSet: 'AR5' };
const MATERIALS = ['concrete', 'metals', 'wood', 'glass', 'plastics', 'paper-board', 'electrical-it'];

/** Metrics and targets' answers with PURCHASES purchase lines (mass and spend, three currencies), freight, commuting. */
function screeningPage(): PagePayload {
  const purchases = Array.from({ length: PURCHASES }, (_, i): TableRow =>
    i % 3 === 0
      ? {
          category: '1',
          item: `Service ${i}`,
          basis: 'spend',
          amount: String(1000 + i),
          currency: ['HKD', 'USD', 'CNY'][(i / 3) % 3]!,
        }
      : {
          category: i % 5 === 0 ? '2' : '1',
          item: `Material ${i}`,
          basis: 'mass',
          material: MATERIALS[i % MATERIALS.length]!,
          tonnes: (1 + (i % 17) / 4).toFixed(2),
        },
  );
  return {
    scope3Screening: ['1', '2'].map((category) => ({
      category,
      relevance: 'relevant',
      method: 'average',
      tier: '2',
      ownFactor: '0.31',
      ownFactorSource: 'bench',
    })),
    scope3Rates: [
      { currency: 'USD', hkdPerUnit: '7.8' },
      { currency: 'CNY', hkdPerUnit: '1.08' },
    ],
    scope3Purchases: purchases,
    scope3Freight: Array.from({ length: 50 }, (_, i) => ({
      category: '4',
      mode: ['hgv', 'sea', 'rail'][i % 3]!,
      tonnes: '12',
      km: String(30 + i),
    })),
    commutingHeadcount: '5000',
    scope3Commuting: ['metro', 'bus', 'car'].map((mode) => ({
      mode,
      basis: 'survey',
      sharePercent: '30',
      kmPerDay: '20',
      days: '230',
    })),
  };
}

/** Reading the page item as a Query delivers it, and every answer of its tables. */
function readPage(wire: string): PagePayload {
  const values = unmarshall(JSON.parse(wire) as Parameters<typeof unmarshall>[0]) as PagePayload;
  let n = 0;
  for (const v of Object.values(values))
    if (Array.isArray(v)) for (const r of v as TableRow[]) n += Object.keys(r).length;
  if (n === 0) throw new Error('read nothing');
  return values;
}

/**
 * A 50-location year's resource items and a screening page with 2,000 purchase lines. "Read" decodes both
 * (the rows as the emissions bench does) and reads every value; "recalculate" does the same, then derives
 * category 3 from the rows, estimates every entry and screens the fifteen categories with their total.
 */
export async function benchScope3(): Promise<string> {
  const gc = collector();
  const ports = referencePorts(referenceData());
  const rows = syntheticYear(LOCATIONS);
  const wire = JSON.stringify(rows.map((r) => marshall(r, { removeUndefinedValues: true })));
  const pageWire = JSON.stringify(marshall(screeningPage(), { removeUndefinedValues: true }));
  // The GHG calculation's own Scope 3 (1, 5, 6) is the emissions bench's: here it is given, as the route reads it.
  const calculated = scope3ByCategory(calculateEmissions(readItems(wire), SETTINGS, ports));
  const read = () => [readItems(wire), readPage(pageWire)];
  const recalc = () => {
    const items = readItems(wire);
    const values = readPage(pageWire);
    const estimates = [
      fuelAndEnergy(items, ports.library, ports.units, 2025),
      ...entryEstimates(values, ports.library, 2025),
    ];
    const lines = screenCategories(calculated, [], values.scope3Screening as TableRow[], estimates);
    return [items, values, lines, scope3Total(lines)];
  };
  const t = time({ read, recalc });
  const heap = { read: retained(read, gc), recalc: retained(recalc, gc) };
  const out: Row[] = [
    ['read', ms(t.read.wall), '1.00×', ms(t.read.cpu), '1.00×', kb(heap.read), '1.00×', ''],
    [
      'read + recalculate Scope 3 (category 3 from the rows, entries, screening, total)',
      ms(t.recalc.wall),
      ratio(t.recalc.wall, t.read.wall),
      ms(t.recalc.cpu),
      ratio(t.recalc.cpu, t.read.cpu),
      kb(heap.recalc),
      ratio(heap.recalc, heap.read),
      [
        verdict(t.recalc.wall, t.read.wall, TARGET),
        verdict(t.recalc.cpu, t.read.cpu, TARGET),
        verdict(heap.recalc, heap.read, TARGET),
      ].join(' / '),
    ],
  ];
  return table(
    `Scope 3: ${LOCATIONS} locations (${rows.length} resource items) and ${PURCHASES} purchase lines, recalculated vs read; median of interleaved rounds; heap retained after GC`,
    ['operation', 'wall', 'wall ×', 'cpu', 'cpu ×', 'heap', 'heap ×', `≤ ${TARGET}×: wall / cpu / heap`],
    out,
  );
}
