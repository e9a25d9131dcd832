import type { EmissionsCalculation } from '../../calc/emissions/calculation';
import type { EmissionsJson, FigureJson } from '../../calc/emissions/present';
import type { Figure } from '../../calc/emissions/tally';
import { parseDecimal, type Rational } from '../../lib/rational';
import { denominatorsOf, loadYearRows, recalculateExact } from '../emissions/calculate';
import { emissionsOfYear } from '../emissions/read';
import type { PeriodRecord } from '../records';
import { scope3ByCategory, type MetricSource } from './metrics';

type Amount = Pick<Figure, 'amount' | 'complete'>;
interface FactorRef {
  id: string;
  revision: number | string;
  source?: string;
  /** The source in Chinese where the library has it (ADR 0130). */
  sourceHk?: string;
  sourceCn?: string;
  proxy: boolean;
}

/** What one year's Climate metrics are computed from, whichever way the year's emissions are read. */
export interface YearBasis extends MetricSource {
  ghg: { scope1: Amount; scope2: Amount };
  settings: MetricSource['settings'] & { year: number | string; gwpSet: string };
  scope3: ReadonlyMap<number, Amount>;
  /** The emission factors behind a scope's lines. */
  factors(scope: 1 | 2): FactorRef[];
  /** When the year was printed and its emissions frozen (absent while open). */
  frozen?: { at: string };
}

const fromCalculation = (c: EmissionsCalculation): YearBasis => ({
  ghg: c.ghg,
  settings: c.settings,
  scope3: scope3ByCategory(c),
  factors: (scope) =>
    c.lines.filter((l) => l.spec.measure === 'ghg' && l.spec.scope === scope).flatMap((l) => l.basis.factors),
});

/** A presented number as an exact rational of its decimal text (what the printed report showed). */
const exact = (value: number): Rational => parseDecimal(String(value)) ?? parseDecimal('0')!;
const amountOf = (f: FigureJson | undefined): Amount => ({
  amount: exact(f?.value ?? 0),
  complete: f?.complete ?? true,
});

function fromSnapshot(json: EmissionsJson, denominators: YearBasis['settings']['denominators']): YearBasis {
  const categories = Object.entries(json.provisions['D-MT-GHG3'] ?? {}).filter(([k]) => k.startsWith('category-'));
  return {
    ghg: { scope1: amountOf(json.scopes.scope1), scope2: amountOf(json.scopes.scope2) },
    settings: { year: json.year, gwpSet: json.gwpSet, denominators },
    scope3: new Map(categories.map(([k, f]) => [Number(k.slice('category-'.length)), amountOf(f)])),
    factors: (scope) =>
      json.lines
        .filter((l) => json.specs[l.spec]?.measure === 'ghg' && json.specs[l.spec]?.scope === scope)
        .flatMap((l) => json.bases[l.basis]?.factors ?? []),
  };
}

/**
 * An open year is recalculated exactly from its rows; a printed year answers the emissions frozen when
 * it was printed (the snapshot GET /api/emissions and the report read), so its Climate metrics never
 * show figures its report did not. The intensity denominators come from the year's rows, locked with it. An open
 * year's calculation made already (the report's, which prints the same year's emissions) is used, not made again.
 */
export async function yearBasis(
  tenantId: string,
  period: PeriodRecord,
  calculated?: Promise<EmissionsCalculation>,
): Promise<YearBasis> {
  if (!period.printed) return fromCalculation(await (calculated ?? recalculateExact(tenantId, period)));
  const [{ json, frozen }, rows] = await Promise.all([
    emissionsOfYear(tenantId, period),
    loadYearRows(tenantId, period.yearEnd),
  ]);
  return { ...fromSnapshot(json, denominatorsOf(rows)), ...(frozen ? { frozen: { at: frozen.at } } : {}) };
}
