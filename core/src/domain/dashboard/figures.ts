import { MONTHS } from '../../catalogue/values';
import type { EmissionsJson, FigureJson, GapJson, LineJson } from '../../calc/emissions/present';
import { REPORT_UNIT, type Measure } from '../../calc/emissions/measures';
import type { FactorSet } from '../../calc/dashboard/series';
import { ownValue } from '../../lib/own';

/**
 * The dashboard's figures of one reporting year, a pure function of what the year's
 * readers already get: the presented emissions (GET /api/emissions/{year}: recalculated while
 * open, the frozen snapshot once printed) and the Social pages' stored answers. It sums nothing the
 * calculation has not summed for the whole company; a location's figures are the calculation's own
 * `byLocation` (GHG) and the location's lines (energy, water). So the dashboard and the report can
 * never disagree with the emissions route. docs/decisions/0032-dashboard.md.
 */

/** What keeps a figure from being complete, as the calculation says it (never a silent zero). */
export interface Missing {
  kind: GapJson['kind'];
  factorId?: string;
  year?: number;
  rowId?: string;
  message: string;
}

export interface DashboardFigure {
  /** Null: the year has nothing to compute it from (no data, or a location without that figure). */
  value: number | null;
  unit: string;
  complete: boolean;
  /** Nothing of it could be computed (every row with activity lacks a factor): `value` is null, `missing` says why. */
  notReported?: true;
  /** No row of activity feeds it: shown as not entered, never as a complete 0 (ADR 0069). */
  notEntered?: true;
  missing: Missing[];
}

export const SCOPE_KEYS = ['scope1', 'scope2', 'scope3'] as const;
type ScopeKey = (typeof SCOPE_KEYS)[number];
export type ScopeStack = Record<ScopeKey, DashboardFigure>;

export interface LocationFigures {
  locationId: string;
  ghg: DashboardFigure;
  energy: DashboardFigure;
  water: DashboardFigure;
}

export interface EmissionsFigures {
  factorSet: FactorSet;
  /** Scope 1, 2, 3 and their total (gross) and removals apart: the whole company, or one location. */
  ghg: ScopeStack & { total: DashboardFigure; removals: DashboardFigure };
  /**
   * Scope 1/2/3 by month of the financial year, of the company or one location; null for one
   * location when the year's figures were frozen before locations' months were kept (ADR 0045).
   */
  byMonth: ScopeStack[] | null;
  /** A2.1 in MWh, by energy type. */
  energy: { total: DashboardFigure; byType: Record<string, DashboardFigure> };
  /** A2.2 in m³. */
  water: DashboardFigure;
  /** Per the energy-intensity page's denominators (A1.2 Scope 1 + 2, A2.1, A2.2); company-wide. */
  intensity: { provision: string; denominator: string; figure: DashboardFigure }[];
  /** Every location with figures, the whole company's (the breakdown a click filters by). */
  locations: LocationFigures[];
}

const missingOf = (json: Pick<EmissionsJson, 'gaps'>, gaps: readonly number[]): Missing[] =>
  gaps.map((i) => {
    const g = json.gaps[i]!;
    return {
      kind: g.kind,
      ...('factorId' in g ? { factorId: g.factorId } : {}),
      ...('year' in g ? { year: g.year } : {}),
      ...('rowId' in g ? { rowId: g.rowId } : {}),
      message: g.message,
    };
  });

const fromJson = (json: Pick<EmissionsJson, 'gaps'>, f: FigureJson | undefined, unit: string): DashboardFigure =>
  f
    ? {
        value: f.value,
        unit: f.unit,
        complete: f.complete,
        ...(f.notReported ? { notReported: true as const } : {}),
        ...(f.notEntered ? { notEntered: true as const } : {}),
        missing: missingOf(json, f.gaps),
      }
    : { value: null, unit, complete: true, missing: [] };

/** A location's energy, water or removals: the sum of its lines of that measure (a stopped line makes it incomplete). */
function linesFigure(
  json: EmissionsJson,
  lines: readonly LineJson[],
  measure: Measure,
  energyType?: string,
): DashboardFigure {
  let value: number | null = null;
  const gaps = new Set<number>();
  for (const l of lines) {
    const spec = json.specs[l.spec]!;
    if (spec.measure !== measure) continue;
    if (energyType !== undefined && spec.energyType !== energyType) continue;
    if (l.value !== null) value = (value ?? 0) + l.value;
    for (const g of l.gaps) gaps.add(g);
  }
  const notReported = value === null && gaps.size > 0 ? { notReported: true as const } : {};
  return {
    value,
    unit: REPORT_UNIT[measure],
    complete: gaps.size === 0,
    ...notReported,
    missing: missingOf(json, [...gaps]),
  };
}

/** One location's Scope 1/2/3 by month, as the calculation kept them; a location without GHG lines has none. */
function locationMonths(json: EmissionsJson, location: string): ScopeStack[] | null {
  if (!json.byLocationMonth) return null;
  const at = ownValue(json.byLocationMonth, location);
  const month = (m: number, scope: 1 | 2 | 3): DashboardFigure => {
    const gaps = (at?.incomplete ?? []).flatMap((i) => (i.scope === scope && i.months & (1 << m) ? i.gaps : []));
    // A month without activity is not entered (ADR 0069); figures frozen before months were flagged are entered.
    const unentered = at?.entered !== undefined && (at.entered & (1 << m)) === 0;
    return at
      ? {
          value: at[`scope${scope}`][m]!,
          unit: TCO2E,
          complete: gaps.length === 0,
          ...(unentered ? { notEntered: true as const } : {}),
          missing: missingOf(json, gaps),
        }
      : { value: null, unit: TCO2E, complete: true, missing: [] };
  };
  return Array.from({ length: MONTHS }, (_, m) => ({ scope1: month(m, 1), scope2: month(m, 2), scope3: month(m, 3) }));
}

/** The published sources of the factors behind the year's GHG lines. */
function factorSetOf(json: EmissionsJson): FactorSet {
  const sources = new Set<string>();
  const bases = new Set<number>();
  for (const l of json.lines) if (json.specs[l.spec]!.measure === 'ghg') bases.add(l.basis);
  for (const b of bases) for (const f of json.bases[b]?.factors ?? []) if (f.source) sources.add(f.source);
  return { year: json.year, gwpSet: json.gwpSet, sources: [...sources].sort() };
}

const TCO2E = REPORT_UNIT.ghg;
const INTENSITY_OF = ['A1.2', 'A2.1', 'A2.2'] as const;

/** The dashboard's emissions, energy and water of a year, for the whole company or one location. */
export function emissionsFigures(json: EmissionsJson, location?: string): EmissionsFigures {
  const fig = (f: FigureJson | undefined, unit = TCO2E) => fromJson(json, f, unit);
  // Each location's lines, grouped once: a year of 50 locations has ~1,500 lines.
  const linesAt = new Map<string, LineJson[]>(Object.keys(json.byLocation).map((id) => [id, []]));
  for (const l of json.lines) {
    let at = linesAt.get(l.locationId);
    if (!at) linesAt.set(l.locationId, (at = []));
    at.push(l);
  }
  const locations = [...linesAt.keys()].sort().map((locationId) => ({
    locationId,
    ghg: fig(json.byLocation[locationId]?.total),
    energy: linesFigure(json, linesAt.get(locationId)!, 'energy'),
    water: linesFigure(json, linesAt.get(locationId)!, 'water'),
  }));
  const energyTypes = Object.keys(json.provisions['A2.1'] ?? {}).filter((k) => k !== 'total');
  const intensity = INTENSITY_OF.flatMap((provision) =>
    Object.entries(json.intensities[provision] ?? {}).map(([denominator, f]) => ({
      provision,
      denominator,
      figure: fig(f, f.unit),
    })),
  );
  if (location === undefined) {
    const { scopes } = json;
    return {
      factorSet: factorSetOf(json),
      ghg: {
        scope1: fig(scopes.scope1),
        scope2: fig(scopes.scope2),
        scope3: fig(scopes.scope3),
        total: fig(scopes.total),
        removals: fig(scopes.removals),
      },
      byMonth: json.byMonth.map((m) => ({ scope1: fig(m.scope1), scope2: fig(m.scope2), scope3: fig(m.scope3) })),
      energy: {
        total: fig(json.provisions['A2.1']?.total, REPORT_UNIT.energy),
        byType: Object.fromEntries(energyTypes.map((t) => [t, fig(json.provisions['A2.1']![t], REPORT_UNIT.energy)])),
      },
      water: fig(json.provisions['A2.2']?.total, REPORT_UNIT.water),
      intensity,
      locations,
    };
  }
  const at = ownValue(json.byLocation, location);
  const own = linesAt.get(location) ?? [];
  return {
    factorSet: factorSetOf(json),
    ghg: {
      scope1: fig(at?.scope1),
      scope2: fig(at?.scope2),
      scope3: fig(at?.scope3),
      total: fig(at?.total),
      removals: linesFigure(json, own, 'removal'),
    },
    byMonth: locationMonths(json, location),
    energy: {
      total: linesFigure(json, own, 'energy'),
      byType: Object.fromEntries(energyTypes.map((t) => [t, linesFigure(json, own, 'energy', t)])),
    },
    water: linesFigure(json, own, 'water'),
    intensity: [],
    locations,
  };
}
