import { CLIMATE_METRICS } from '../../pages/climate/metrics.key';
import type { PagePayload, TableRow } from '../../catalogue/values';
import type { PeriodRecord } from '../records';
import { parseDecimal, toDecimal } from '../../lib/rational';
import type { Membership } from '../membership';
import { loadPage } from '../pageData/store';
import { pageInYear } from '../pageData/year';
import { companyPeriods } from '../periods/view';
import { targetViews } from './metrics';
import { scope3Inputs, screenedScope3 } from './scope3/disclosure';
import { scope3Total } from './scope3/screening';
import { yearBasis, type YearBasis } from './yearBasis';
import type { ClimateMetricsView } from '../../schemas/climate';
import type { EmissionsCalculation } from '../../calc/emissions/calculation';

/** A scope's figure with how it was measured and the factors behind it (D-MT-GHG1/2: approach and inputs). */
function scopeFigure(c: YearBasis, scope: 1 | 2): ClimateMetricsView['scope1'] {
  const figure = scope === 1 ? c.ghg.scope1 : c.ghg.scope2;
  const factors = new Map<string, ClimateMetricsView['scope1']['factors'][number]>();
  // The source in Chinese too, as the library has it (ADR 0130): the page shows it in the reader's language (ADR 0137).
  for (const f of c.factors(scope))
    factors.set(`${f.id}#${f.revision}`, {
      id: f.id,
      ...(f.source ? { source: f.source } : {}),
      ...(f.sourceHk ? { sourceHk: f.sourceHk } : {}),
      ...(f.sourceCn ? { sourceCn: f.sourceCn } : {}),
      proxy: f.proxy,
    });
  return {
    tCO2e: toDecimal(figure.amount, 12),
    complete: figure.complete,
    method: `GHG Protocol: activity × emission factor of ${c.settings.year}, GWP ${c.settings.gwpSet}${scope === 2 ? ', location-based' : ''}`,
    basis: { factorYear: Number(c.settings.year), gwpSet: c.settings.gwpSet, locationBased: scope === 2 },
    factors: [...factors.values()].sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/**
 * GET /api/climate/metrics/{year}: Scope 1 and 2 from the year's GHG calculation (never typed; a printed
 * year's from the emissions frozen when it was printed, like every printed-year read), Scope 3
 * by GHG Protocol category with the page's explanations, and each target's progress, computed from the
 * base year's and this year's emissions where the metric is one the product calculates.
 */
export async function readClimateMetrics(m: Membership, yearEnd: string): Promise<ClimateMetricsView> {
  const { page, year } = await pageInYear(m, CLIMATE_METRICS, yearEnd);
  const { current } = await loadPage(m.actor.tenantId, page.key, year);
  return climateMetricsOf(m.actor.tenantId, year.period, current?.values ?? {});
}

/** The same view for a tenant's year and its Metrics and targets answers (the report worker has no caller). */
export async function climateMetricsOf(
  tenantId: string,
  period: PeriodRecord,
  values: PagePayload,
  calculated?: Promise<EmissionsCalculation>,
): Promise<ClimateMetricsView> {
  const { yearEnd } = period;
  const [calculation, periods, inputs] = await Promise.all([
    yearBasis(tenantId, period, calculated),
    companyPeriods(tenantId),
    scope3Inputs(tenantId, period, values),
  ]);
  const targets = (values.targets as TableRow[] | undefined) ?? [];
  // The base year recalculation policy (ADR 0120): structural changes of at least this % recalculate a base.
  const threshold =
    typeof values.baseYearRecalculationThreshold === 'string' && values.baseYearRecalculationThreshold.trim() !== ''
      ? parseDecimal(values.baseYearRecalculationThreshold)
      : undefined;
  // Every year from a target's base year to this one: the pathway's actuals (ADR 0110).
  const thisYear = Number(yearEnd.slice(0, 4));
  const wanted = new Set(
    targets.flatMap((t) => {
      const from = Number(t.baseYear);
      if (!Number.isInteger(from) || from > thisYear || thisYear - from > 100) return [];
      return Array.from({ length: thisYear - from + 1 }, (_, i) => String(from + i));
    }),
  );
  const baseYears = new Map<string, YearBasis>();
  await Promise.all(
    periods
      .filter((p) => wanted.has(p.financialYearEndDate.slice(0, 4)) && p.yearEnd !== yearEnd)
      .map(async (p) => baseYears.set(p.financialYearEndDate.slice(0, 4), await yearBasis(tenantId, p))),
  );
  baseYears.set(yearEnd.slice(0, 4), baseYears.get(yearEnd.slice(0, 4)) ?? calculation);
  const scope3 = screenedScope3(calculation.scope3, values, inputs);
  return {
    yearEnd,
    scope1: scopeFigure(calculation, 1),
    scope2: scopeFigure(calculation, 2),
    scope3,
    scope3Total: scope3Total(scope3),
    targets: targetViews(targets, calculation, baseYears, (values.targetMilestones as TableRow[] | undefined) ?? [], {
      ...(threshold ? { threshold } : {}),
    }),
    ...(threshold ? { recalculationThreshold: toDecimal(threshold, 6) } : {}),
  };
}
