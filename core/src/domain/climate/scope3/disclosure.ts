import type { EmissionsCalculation } from '../../../calc/emissions/calculation';
import type { Figure } from '../../../calc/emissions/tally';
import type { PagePayload, TableRow } from '../../../catalogue/values';
import * as keys from '../../../infra/db/itemKeys';
import { getItem } from '../../../infra/db/repo';
import { CLIMATE_METRICS } from '../../../pages/climate/metrics.key';
import type { PageDataRecord } from '../../pageData/records';
import type { PeriodRecord } from '../../records';
import { sumTonnes } from '../../suppliers/attribution';
import { answeredOf, requestsOf } from '../../suppliers/requests';
import { yearBasis } from '../yearBasis';
import { scope3Basis } from './basis';
import { scope3Total, screenCategories, type Scope3Line } from './screening';

const rowsOf = (v: unknown) => (Array.isArray(v) ? (v as TableRow[]) : []);

/**
 * What Part D's Scope 3 adds to the calculation's categories (ADR 0109): the estimates from the rows and the page's
 * entries, and the suppliers' answers (category 1, tier 1: ADR 0119), kept one by one for the lineage.
 */
export async function scope3Inputs(tenantId: string, period: PeriodRecord, values: PagePayload) {
  const [estimates, requests] = await Promise.all([
    scope3Basis(tenantId, period, values),
    requestsOf(tenantId, period.yearEnd),
  ]);
  const answered = answeredOf(requests);
  // Category 1's supplier-specific part: the answers' attributed tCO2e, exact, and how many suppliers answered.
  const suppliers = { tCO2e: sumTonnes(answered.map((r) => r.answer!.tCO2e)), suppliers: answered.length };
  return { estimates, answered, suppliers };
}
export type Scope3Inputs = Awaited<ReturnType<typeof scope3Inputs>>;

/** D-MT-GHG3 by category as Part D prints it: the calculation's figures and the inputs, screened. */
export const screenedScope3 = (
  calculated: ReadonlyMap<number, Pick<Figure, 'amount' | 'complete'>>,
  values: PagePayload,
  inputs: Scope3Inputs,
): Scope3Line[] =>
  screenCategories(
    calculated,
    rowsOf(values.scope3Explanations),
    rowsOf(values.scope3Screening),
    inputs.estimates,
    inputs.suppliers,
  );

/** A year's D-MT-GHG3 as Part D prints it, its total and what each category sums. */
export interface Scope3Disclosure {
  lines: Scope3Line[];
  total: ReturnType<typeof scope3Total>;
  inputs: Scope3Inputs;
}

/**
 * The year's D-MT-GHG3 as its report prints it (the same calculation or frozen snapshot, the same Metrics and targets
 * answers, the same estimates and answers), for a reader without a caller: the assurance pack (ADR 0117).
 */
export async function scope3Disclosure(
  tenantId: string,
  period: PeriodRecord,
  calculated?: Promise<EmissionsCalculation>,
): Promise<Scope3Disclosure> {
  const [basis, page] = await Promise.all([
    yearBasis(tenantId, period, calculated),
    getItem<PageDataRecord>(keys.pageData(tenantId, period.yearEnd, CLIMATE_METRICS.key), true),
  ]);
  const values = page?.values ?? {};
  const inputs = await scope3Inputs(tenantId, period, values);
  const lines = screenedScope3(basis.scope3, values, inputs);
  return { lines, total: scope3Total(lines), inputs };
}
