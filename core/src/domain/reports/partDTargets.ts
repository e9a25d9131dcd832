import type { PagePayload, TableRow } from '../../catalogue/values';
import type { ClimateMetricsView } from '../../schemas/climate';
import { withTargetUnits } from '../climate/metrics';
import { rowScale, type RowScale } from './format';

type Target = ClimateMetricsView['targets'][number];

/**
 * The unit a target prints in (ADR 0075 amended): its base, this year's and target values read as one row of figures
 * by the rule of every other table (`rowScale`), so an intensity target of 0.006375 tCO₂e/m² reads 6.375 kgCO₂e/m² as
 * the same metric does in A1.2, and the target's base and target compare in one unit.
 */
export const targetScale = (x: Pick<Target, 'unit' | 'baseValue' | 'currentValue' | 'targetValue'>): RowScale =>
  rowScale(
    x.unit ?? '',
    [x.baseValue, x.currentValue, x.targetValue].map((v) => (v === null || v === '' ? null : Number(v))),
  );

/** A value of the API's, in its unit, in the unit its target prints in; exact as it is when nothing changes. */
const scaled = (v: string | null, factor: number): string | null =>
  v === null || v === '' || factor === 1 ? v : String(Number(v) * factor);

/**
 * The year's targets in the units the report prints them in (ADR 0075 amended): every value of a target — base, this
 * year, target, the recalculated base, each point of its path and its gap — times its scale, with the scaled unit.
 * Progress is a share and stays. Only the rendering: the API keeps the values in their own unit.
 */
export function targetsAsPrinted(climate: ClimateMetricsView): ClimateMetricsView {
  const targets = (climate.targets ?? []).map((x): Target => {
    const { unit, factor } = targetScale(x);
    if (factor === 1) return x;
    const at = (v: string | null) => scaled(v, factor);
    return {
      ...x,
      unit,
      baseValue: at(x.baseValue),
      currentValue: at(x.currentValue),
      targetValue: at(x.targetValue) ?? x.targetValue,
      ...(x.pathway
        ? {
            pathway: {
              ...x.pathway,
              points: x.pathway.points.map((p) => ({
                ...p,
                actual: at(p.actual),
                path: at(p.path) ?? p.path,
                milestone: at(p.milestone),
              })),
              gap: at(x.pathway.gap),
            },
          }
        : {}),
      ...(x.recalculation
        ? {
            recalculation: {
              ...x.recalculation,
              recorded: at(x.recalculation.recorded) ?? x.recalculation.recorded,
              restated: at(x.recalculation.restated) ?? x.recalculation.restated,
            },
          }
        : {}),
    };
  });
  return { ...climate, targets };
}

/**
 * The year's answers with each climate target row as the report prints it: its unit computed or typed (ADR 0091), and
 * its typed base and target values in the unit of Part D's progress table (`targetScale`), so the Metrics page's
 * record and the table read one figure in one unit.
 */
export function targetAnswersAsPrinted<A extends { climate_metrics?: PagePayload }>(
  answers: A,
  climate: ClimateMetricsView,
): A {
  const withUnits = withTargetUnits(answers, targetsAsPrinted(climate));
  const rows = withUnits.climate_metrics?.targets as TableRow[] | undefined;
  if (!rows?.length) return withUnits;
  const targets = rows.map((r, i) => {
    const view = climate.targets.find((t) => t.index === i);
    const { factor } = view ? targetScale(view) : { factor: 1 };
    if (factor === 1) return r;
    const typed = (key: 'baseValue' | 'targetValue') => {
      const v = r[key];
      return typeof v === 'string' || typeof v === 'number' ? { [key]: scaled(String(v), factor) ?? '' } : {};
    };
    return { ...r, ...typed('baseValue'), ...typed('targetValue') };
  });
  return { ...withUnits, climate_metrics: { ...withUnits.climate_metrics, targets } };
}
