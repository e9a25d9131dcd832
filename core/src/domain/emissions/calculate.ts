import { factorLibrary, withFactors } from '../../calc/emissions/adapters';
import { calculateEmissions, type EmissionsCalculation } from '../../calc/emissions/calculation';
import {
  DEFAULT_GWP,
  type ActivityRow,
  type CalculationSettings,
  type Denominators,
  type GwpSet,
} from '../../calc/emissions/model';
import { presentEmissions, type EmissionsJson, type PresentOptions } from '../../calc/emissions/present';
import type { UnitConverter } from '../../calc/emissions/ports';
import { yearRevisions } from './yearFactors';
import type { PeriodRecord } from '../records';
import { rowTotal } from '../resources/totals';
import { activityRow, ownFactors, type ResourceRecord } from '../resources/rows';
import { storedRows } from '../resources/stored';
import { companyPeriods } from '../periods/view';
import { sumDecimals } from '../../lib/decimal';
import { loadUnits } from '../units/read';
import { gwpSetOf } from './settings';

/**
 * The calendar year whose factors apply to a financial year: the one holding most of its months
 * (the year of the date six months before its end). FY Jan–Dec 2025 → 2025; FY Apr 2024–Mar 2025 → 2024.
 */
export function factorYear(period: Pick<PeriodRecord, 'financialYearEndDate'>): number {
  const end = new Date(`${period.financialYearEndDate}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() - 6);
  return end.getUTCFullYear();
}

/** Every resource row of a year in one Query (`RES#`): the whole input of the calculation. */
export async function loadYearRows(tenantId: string, yearEnd: string): Promise<ResourceRecord[]> {
  return storedRows(tenantId, yearEnd);
}

/** The intensity page's denominators, summed over locations (the first row's unit labels each). */
export function denominatorsOf(rows: readonly ResourceRecord[]): Denominators {
  const out: Record<string, { values: string[]; unit: string }> = {};
  for (const r of rows) {
    if (r.type !== 'intensity') continue;
    const key = String(r.attributes.denominator);
    (out[key] ??= { values: [], unit: r.unit }).values.push(rowTotal(r));
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, { value: sumDecimals(v.values), unit: v.unit }]));
}

/**
 * A tree removes CO2 every year it stands (core/data/README.md): each tree row of an earlier year
 * counts again in this one, all its trees in the year's first month. The row id says which year
 * planted them, so a row copied forward with its id is not the same line twice.
 */
export function standingTrees(earlier: readonly ResourceRecord[]): ActivityRow[] {
  return earlier
    .filter((r) => r.type === 'tree')
    .map((r) => ({
      kind: 'tree',
      standingSince: r.yearEnd,
      rowId: `${r.rowId}@${r.yearEnd}`,
      locationId: r.locationId,
      unit: r.unit,
      auditId: r.auditId,
      months: [rowTotal(r), ...Array<string>(11).fill('')],
    }));
}

/** The tree rows of every year that ended before this one (one small Query per earlier year). */
export async function loadEarlierTrees(tenantId: string, yearEnd: string): Promise<ResourceRecord[]> {
  const earlier = (await companyPeriods(tenantId)).filter((p) => p.yearEnd < yearEnd);
  return (await Promise.all(earlier.map((p) => storedRows(tenantId, p.yearEnd, 'tree')))).flat();
}

export interface YearCalculationInput {
  rows: readonly ResourceRecord[];
  /** Tree rows of earlier years: their trees still stand (standingTrees). */
  earlierTrees?: readonly ResourceRecord[];
  period: Pick<PeriodRecord, 'financialYearEndDate'>;
  gwpSet?: GwpSet;
  library: Parameters<typeof factorLibrary>[0];
  units: UnitConverter;
}

/** Pure: stored rows + the factor library + the unit catalogue → the presented emissions of a year. */
export function calculateYear(input: YearCalculationInput, options: PresentOptions = {}): EmissionsJson {
  return presentEmissions(yearCalculation(input), options);
}

/** Pure: the same calculation, exact (rationals, lines with their lineage), before presentation. */
export function yearCalculation(input: YearCalculationInput): EmissionsCalculation {
  const activity = [
    ...input.rows.map(activityRow).filter((r): r is ActivityRow => r !== undefined),
    ...standingTrees(input.earlierTrees ?? []),
  ];
  const settings: CalculationSettings = {
    year: factorYear(input.period),
    gwpSet: input.gwpSet ?? DEFAULT_GWP,
    denominators: denominatorsOf(input.rows),
  };
  const library = withFactors(factorLibrary(input.library), ownFactors(input.rows));
  return calculateEmissions(activity, settings, { library, units: input.units });
}

/** Loads a year's rows, its report settings, the factor library as the year may use it (yearFactors.ts) and the unit catalogue, and calculates. */
export async function recalculate(
  tenantId: string,
  period: PeriodRecord,
  options: PresentOptions = {},
): Promise<EmissionsJson> {
  return presentEmissions(await recalculateExact(tenantId, period), options);
}

/** The same, exact: what Climate metrics and target progress are computed from. */
export async function recalculateExact(tenantId: string, period: PeriodRecord): Promise<EmissionsCalculation> {
  const [rows, earlierTrees, gwpSet, library, units] = await Promise.all([
    loadYearRows(tenantId, period.yearEnd),
    loadEarlierTrees(tenantId, period.yearEnd),
    gwpSetOf(tenantId, period.yearEnd),
    yearRevisions(tenantId, period),
    loadUnits(),
  ]);
  return yearCalculation({ rows, earlierTrees, period, gwpSet, library, units: units.graph });
}
