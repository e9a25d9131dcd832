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
  byResource: Map<ResourceKind, Breakdown>;
  /** 'category-5' → figure: GHG Protocol Scope 3 categories, for D-MT-GHG3. */
  scope3ByCategory: Map<string, Figure>;
}

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
  const monthly = months.map((t) => t.figures());
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
    byResource: done(resources),
    scope3ByCategory: new Map(byCategory),
  };
}
