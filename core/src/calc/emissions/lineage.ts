import type { Measure, Scope } from './measures';
import type { ResourceKind } from './model';

/**
 * Which lines a figure sums, as a query rather than a list: "GHG, Scope 2, location X, month 3".
 * A list of line indices on every figure (each month × scope × location …) outweighed the
 * result itself; a clause is a few fields, and `linesOf` resolves it on the exact lines or on
 * their JSON. A figure selects the lines matching any of its clauses (A1.2 net Scope 1 = the
 * Scope 1 lines and the removal lines).
 */
export interface Clause {
  measure: Measure;
  scope?: Scope;
  scope3Category?: number;
  energyType?: string;
  locationId?: string;
  kind?: ResourceKind;
  /** Only lines with activity in this month (0-based, in the financial year's order). */
  month?: number;
}

/** What matching needs of a line: `lineFacts` reads it off a `Line`, `jsonLineFacts` off the JSON. */
export interface LineFacts {
  measure: Measure;
  scope?: Scope;
  scope3Category?: number;
  energyType?: string;
  locationId: string;
  kind: ResourceKind;
  /** Bit m set when month m had activity; a line with none is part of no figure. */
  activeMonths: number;
}

const same = <T>(want: T | undefined, have: T | undefined) => want === undefined || want === have;

export function matches(line: LineFacts, clause: Clause): boolean {
  if (line.activeMonths === 0 || line.measure !== clause.measure) return false;
  if (clause.month !== undefined && (line.activeMonths & (1 << clause.month)) === 0) return false;
  return (
    same(clause.scope, line.scope) &&
    same(clause.scope3Category, line.scope3Category) &&
    same(clause.energyType, line.energyType) &&
    same(clause.locationId, line.locationId) &&
    same(clause.kind, line.kind)
  );
}

/** The lines a figure sums: its lineage (factors and revisions, conversions, audit ids). */
export const linesOf = <L>(
  lines: readonly L[],
  figure: { select: readonly Clause[] },
  facts: (line: L) => LineFacts,
): L[] => lines.filter((l) => figure.select.some((c) => matches(facts(l), c)));
