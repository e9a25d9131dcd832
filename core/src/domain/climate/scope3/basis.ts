import { factorLibrary } from '../../../calc/emissions/adapters';
import type { ActivityRow } from '../../../calc/emissions/model';
import type { FactorLibrary, UnitConverter } from '../../../calc/emissions/ports';
import type { PagePayload } from '../../../catalogue/values';
import { factorYear, loadYearRows } from '../../emissions/calculate';
import { yearRevisions } from '../../emissions/yearFactors';
import type { PeriodRecord } from '../../records';
import { activityRow, type ResourceRecord } from '../../resources/rows';
import { loadUnits } from '../../units/read';
import { entryEstimates } from './entries';
import type { Estimate } from './factors';
import { fuelAndEnergy } from './fuelAndEnergy';

/** Pure: a year's estimates from its rows (category 3) and its screening entries (the others). */
export function scope3Estimates(input: {
  rows: readonly ResourceRecord[];
  values: PagePayload;
  library: FactorLibrary;
  units: UnitConverter;
  year: number;
}): Estimate[] {
  const activity = input.rows.map(activityRow).filter((r): r is ActivityRow => r !== undefined);
  return [
    fuelAndEnergy(activity, input.library, input.units, input.year),
    ...entryEstimates(input.values, input.library, input.year),
  ].filter((e) => e.factors.length > 0 || e.missing.length > 0 || e.tCO2e.n !== 0n);
}

/**
 * Loads what the estimates need: the year's rows (one Query), the factor library and the unit catalogue,
 * as the GHG calculation does (domain/emissions/calculate.ts).
 */
export async function scope3Basis(tenantId: string, period: PeriodRecord, values: PagePayload): Promise<Estimate[]> {
  const [rows, revisions, units] = await Promise.all([
    loadYearRows(tenantId, period.yearEnd),
    yearRevisions(tenantId, period),
    loadUnits(),
  ]);
  return scope3Estimates({
    rows,
    values,
    library: factorLibrary(revisions),
    units: units.graph,
    year: factorYear(period),
  });
}
