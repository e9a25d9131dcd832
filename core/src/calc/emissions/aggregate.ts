import { MONTHS } from '../../catalogue/values';
import type { Line } from './line';
import type { Clause } from './lineage';
import { REPORT_UNIT, SCOPES, type Scope } from './measures';
import type { ResourceKind } from './model';
import { MonthlyTally, sumOf, Tally, TallyMap, type Figure } from './tally';

/** GHG emissions of one slice (a location, a month, a resource) by scope, gross. */
export interface Breakdown {
  total: Figure;
  scope1: Figure;
  scope2: Figure;
  scope3: Figure;
}

export interface GhgTotals extends Breakdown {
  removals: Figure;
  byLocation: Map<string, Breakdown>;
  /** Index 0 = the financial year's first month. */
  byMonth: Breakdown[];
  /**
   * Each location's Scope 1/2/3 by month (index 0 = the first month): the same lines as `byMonth`,
   * by location. Computed when called (for 50 locations, as long as the rest of the year's
   * calculation), for every location or `only` one, so a reader pays only for what it shows.
   */
  byLocationMonth: (only?: string) => Map<string, MonthScopes[]>;
  byResource: Map<ResourceKind, Breakdown>;
  /** 'category-5' → figure: GHG Protocol Scope 3 categories, for D-MT-GHG3. */
  scope3ByCategory: Map<string, Figure>;
}

/** One month's Scope 1/2/3 of a slice (a location's month); its total is left to whoever needs it. */
export type MonthScopes = Omit<Breakdown, 'total'>;

type Slice = Omit<Clause, 'measure' | 'scope'>;
const UNIT = REPORT_UNIT.ghg;
const ghg = (slice: Slice, scope?: Scope): Clause => ({ measure: 'ghg', ...slice, ...(scope ? { scope } : {}) });

/** A slice's total is the exact sum of its three scopes, so lines are tallied once, by scope. */
const breakdown = (slice: Slice, [scope1, scope2, scope3]: Figure[]): Breakdown => ({
  total: sumOf([scope1!, scope2!, scope3!], ghg(slice)),
  scope1: scope1!,
  scope2: scope2!,
  scope3: scope3!,
});

class BreakdownTally {
  private readonly scopes: Tally[];
  constructor(private readonly slice: Slice = {}) {
    this.scopes = SCOPES.map((s) => new Tally(UNIT, ghg(slice, s)));
  }
  add(line: Line, scope: Scope) {
    this.scopes[scope - 1]!.add(line);
  }
  breakdown() {
    return breakdown(
      this.slice,
      this.scopes.map((t) => t.figure()),
    );
  }
}

function byKey<K>(map: Map<K, BreakdownTally>, key: K, slice: Slice) {
  let t = map.get(key);
  if (!t) map.set(key, (t = new BreakdownTally(slice)));
  return t;
}

/** Each location's Scope 1/2/3 by month, tallied like the company's months (GhgTotals.byLocationMonth). */
function locationMonths(lines: readonly Line[], only?: string): Map<string, MonthScopes[]> {
  const tallies = new Map<string, MonthlyTally[]>();
  for (const line of lines) {
    const scope = line.spec.scope;
    if (line.spec.measure !== 'ghg' || !scope || (only !== undefined && line.locationId !== only)) continue;
    let t = tallies.get(line.locationId);
    if (!t) {
      const slice = { locationId: line.locationId };
      tallies.set(line.locationId, (t = SCOPES.map((s) => new MonthlyTally(UNIT, ghg(slice, s)))));
    }
    t[scope - 1]!.add(line);
  }
  return new Map(
    [...tallies].map(([id, t]) => {
      const entered = t.reduce((bits, s) => bits | s.activeMonths, 0);
      const [scope1, scope2, scope3] = t.map((s) => s.figures(entered)) as [Figure[], Figure[], Figure[]];
      return [id, scope1.map((f, m) => ({ scope1: f, scope2: scope2[m]!, scope3: scope3[m]! }))];
    }),
  );
}

/** Scope 1/2/3 totals and their slices, from the GHG and removal lines. */
export function ghgTotals(lines: readonly Line[]): GhgTotals {
  const all = new BreakdownTally();
  const removals = new Tally(REPORT_UNIT.removal, { measure: 'removal' });
  const locations = new Map<string, BreakdownTally>();
  const resources = new Map<ResourceKind, BreakdownTally>();
  const months = SCOPES.map((scope) => new MonthlyTally(UNIT, ghg({}, scope)));
  const categories = new TallyMap<number>(UNIT, (scope3Category) => ({ measure: 'ghg', scope: 3, scope3Category }));
  for (const line of lines) {
    if (line.spec.measure === 'removal') removals.add(line);
    if (line.spec.measure !== 'ghg' || !line.spec.scope) continue;
    const scope = line.spec.scope;
    all.add(line, scope);
    byKey(locations, line.locationId, { locationId: line.locationId }).add(line, scope);
    byKey(resources, line.kind, { kind: line.kind }).add(line, scope);
    months[scope - 1]!.add(line);
    if (line.spec.scope3Category) categories.at(line.spec.scope3Category).add(line);
  }
  const done = <K>(m: Map<K, BreakdownTally>) => new Map([...m].map(([k, t]) => [k, t.breakdown()]));
  const entered = months.reduce((bits, t) => bits | t.activeMonths, 0);
  const monthly = months.map((t) => t.figures(entered));
  const byCategory = [...categories.figures()].map(([c, f]) => [`category-${c}`, f] as const);
  return {
    ...all.breakdown(),
    removals: removals.figure(),
    byLocation: done(locations),
    byMonth: Array.from({ length: MONTHS }, (_, month) =>
      breakdown(
        { month },
        monthly.map((f) => f[month]!),
      ),
    ),
    byLocationMonth: (only) => locationMonths(lines, only),
    byResource: done(resources),
    scope3ByCategory: new Map(byCategory),
  };
}
