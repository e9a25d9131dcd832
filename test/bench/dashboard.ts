import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { referencePorts } from '@esg/core/calc/emissions/adapters';
import type { CalculationSettings } from '@esg/core/calc/emissions/model';
import { recalculateYear, syntheticYear } from '@esg/core/calc/emissions/synthetic';
import { referenceData } from '@esg/core/domain/catalogues/data';
import type { PagePayload } from '@esg/core/catalogue/values';
import type { SocialPages } from '@esg/core/domain/dashboard/social';
import { dashboardOf } from '@esg/core/domain/dashboard/view';
import { collector, readItems, retained, time } from './emissions';
import { kb, ms, ratio, table, verdict } from './stats';

/**
 * GET /api/dashboard/{year} (minus the I/O) for 50 locations × 12 rows × 12 months and a
 * full Social year, vs merely reading the same items; target ≤ 2× in time and memory. The
 * dashboard is the year's calculation (with lineage: the factor set comes from it) composed by
 * `dashboardOf` with the Social pages.
 */
const TARGET = 2;
const LOCATIONS = Number(process.env.BENCH_EMISSION_LOCATIONS ?? 50);
const SETTINGS: CalculationSettings = { year: 2023, gwpSet: 'AR5' };

/** A full Social year as stored: every Employment figure by every breakdown, a regions row per location. */
function socialYear(): SocialPages {
  const employment: PagePayload = {};
  for (const m of ['begin', 'end', 'hires', 'leavers'])
    for (const g of ['Total', 'Male', 'Female', 'FullTime', 'PartTime', 'Contract', 'Under30', 'Age30to50', 'Over50'])
      employment[`${m}${g}`] = '100';
  employment.regions = Array.from({ length: LOCATIONS }, (_, i) => ({
    location: `L${i}`,
    begin: '2',
    end: '2',
    hires: '1',
    leavers: '1',
  }));
  return {
    employment,
    developmentTraining: { employeesTotal: '100', traineesTotal: '80', trainingHoursTotal: '1234.5' },
    healthSafety: { fatalities: '0', lostDays: '12' },
  };
}

export async function benchDashboard(): Promise<string> {
  const gc = collector();
  const ports = referencePorts(referenceData());
  const rows = syntheticYear(LOCATIONS);
  const social = socialYear();
  const wire = JSON.stringify(rows.map((r) => marshall(r, { removeUndefinedValues: true })));
  const socialWire = JSON.stringify(Object.values(social).map((v) => marshall(v as Record<string, unknown>)));
  const read = () => [
    readItems(wire),
    (JSON.parse(socialWire) as Parameters<typeof unmarshall>[0][]).map((i) => unmarshall(i)),
  ];
  /** The route's work: the company's view, or one location's (with that location's months). */
  const view = (location?: string) => () => {
    const [items] = read();
    const emissions = recalculateYear(items as ReturnType<typeof readItems>, SETTINGS, ports, {
      locationMonths: location ?? false,
    });
    return [items, dashboardOf({ yearEnd: '2023-12-31', emissions, social }, location ? { location } : {})];
  };
  const ops = { read, dashboard: view(), location: view(rows[0]!.locationId) };
  const t = time(ops);
  const heap = {
    read: retained(read, gc),
    dashboard: retained(ops.dashboard, gc),
    location: retained(ops.location, gc),
  };
  const row = (name: string, op: 'dashboard' | 'location') => [
    name,
    ms(t[op].wall),
    ratio(t[op].wall, t.read.wall),
    ms(t[op].cpu),
    ratio(t[op].cpu, t.read.cpu),
    kb(heap[op]),
    ratio(heap[op], heap.read),
    [
      verdict(t[op].wall, t.read.wall, TARGET),
      verdict(t[op].cpu, t.read.cpu, TARGET),
      verdict(heap[op], heap.read, TARGET),
    ].join(' / '),
  ];
  return table(
    `Dashboard: ${LOCATIONS} locations × 12 rows × 12 months (${rows.length} items) and a Social year, vs reading them; heap retained after GC`,
    ['operation', 'wall', 'wall ×', 'cpu', 'cpu ×', 'heap', 'heap ×', `≤ ${TARGET}×: wall / cpu / heap`],
    [
      ['read', ms(t.read.wall), '1.00×', ms(t.read.cpu), '1.00×', kb(heap.read), '1.00×', ''],
      row('read + calculate + dashboardOf', 'dashboard'),
      row('… for one location (with its months)', 'location'),
    ],
  );
}
