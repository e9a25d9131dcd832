import { figureLines, gapsOf, type EmissionsJson, type FigureJson } from '../../calc/emissions/present';
import type { ResourceKind } from '../../calc/emissions/model';

/** What changed since last year that affects comparison (HKEX MDR consistency), detected, never typed. */
export type ConsistencyChange =
  | { kind: 'gwp'; from: string; to: string }
  | { kind: 'factor'; id: string; from: number; to: number }
  | { kind: 'boundary'; added: string[]; removed: string[] }
  | { kind: 'method'; method: string }
  /** A1.2 figure whose sources differ between the years: counted this year, left out last year, or the reverse. */
  | { kind: 'coverage'; figure: CoveredFigure; added: ResourceKind[]; removed: ResourceKind[] };

/** The A1.2 figures whose coverage is compared. */
export const COVERED_FIGURES = ['scope1', 'scope2', 'scope3'] as const;
export type CoveredFigure = (typeof COVERED_FIGURES)[number];

/** What the detection reads of one year. */
export interface YearFacts {
  emissions: Pick<EmissionsJson, 'gwpSet' | 'removals' | 'bases'> &
    Partial<Pick<EmissionsJson, 'provisions' | 'lines' | 'specs' | 'gaps'>>;
  /** Ids of the locations in the reporting boundary; undefined when the year recorded none (nothing to compare). */
  boundary: readonly string[] | undefined;
}

/** Each factor id used in the year with the revision its lines used (the latest, if several). */
function revisions(bases: EmissionsJson['bases']): Map<string, number> {
  const out = new Map<string, number>();
  for (const basis of bases)
    for (const f of basis?.factors ?? []) out.set(f.id, Math.max(out.get(f.id) ?? 0, f.revision));
  return out;
}

type Facts = YearFacts['emissions'];
const a12 = (e: Facts, key: CoveredFigure) =>
  (e.provisions as Record<string, Record<string, FigureJson> | undefined> | undefined)?.['A1.2']?.[key];

/** The sources a figure counted (a line with a value), or undefined when the year kept no lines. */
function counted(e: Facts, f: FigureJson): Set<ResourceKind> | undefined {
  if (!e.lines?.length || !e.specs) return undefined;
  const lines = figureLines({ lines: e.lines, specs: e.specs }, f);
  return new Set(lines.filter((l) => l.value !== null).map((l) => l.kind));
}

/** The sources a gap left out of a figure (its note says which and why). */
const leftOut = (e: Facts, f: FigureJson) => new Set(e.gaps ? gapsOf({ gaps: e.gaps }, f).flatMap((g) => g.kinds) : []);

/**
 * What an A1.2 figure covers that it did not last year (ADR 0087: a statement from the data): a source counted this
 * year that a gap left out of last year's figure (no factor then), or one counted last year that a gap leaves out now.
 */
function coverage(now: Facts, before: Facts): ConsistencyChange[] {
  return COVERED_FIGURES.flatMap((figure) => {
    const [f, g] = [a12(now, figure), a12(before, figure)];
    if (!f || !g) return [];
    const [countedNow, countedBefore] = [counted(now, f), counted(before, g)];
    const [outNow, outBefore] = [leftOut(now, f), leftOut(before, g)];
    const added = [...(countedNow ?? [])].filter((k) => outBefore.has(k) && !outNow.has(k));
    const removed = [...(countedBefore ?? [])].filter((k) => outNow.has(k) && !outBefore.has(k));
    return added.length || removed.length ? [{ kind: 'coverage' as const, figure, added, removed }] : [];
  });
}

type Provisions = Partial<Pick<EmissionsJson, 'provisions'>>;

/** A year with an emission figure on record: one computed from something entered (never a not-entered one, ADR 0069). */
const hasFigures = (e: Provisions | undefined) =>
  Object.values((e?.provisions ?? {}) as Record<string, Record<string, FigureJson>>).some((figures) =>
    Object.values(figures).some((f) => f.value !== null && !f.notEntered),
  );

/**
 * What the consistency statement can say (HKEX MDR consistency), each said plainly: the first year on record has no
 * earlier year, and a year whose last year has no figures has no earlier figures — both disclose it; a year with no
 * figures of its own has nothing to compare, which the content index does not count as disclosed.
 */
export const comparison = (x: {
  previous?: unknown;
  emissions: Provisions;
  previousEmissions?: Provisions;
}): 'first' | 'nothing' | 'noEarlier' | 'compared' =>
  !x.previous
    ? 'first'
    : !hasFigures(x.emissions)
      ? 'nothing'
      : !hasFigures(x.previousEmissions)
        ? 'noEarlier'
        : 'compared';

/**
 * The changes between last year and this year: another GWP set, a factor used in both years at
 * another revision, locations entering or leaving the boundary, tree removals netted one year and
 * not the other, a source an A1.2 figure counts one year and left out the other. No last year on record: no change to report (the report says it is the first year).
 */
export function detectChanges(thisYear: YearFacts, lastYear: YearFacts | undefined): ConsistencyChange[] {
  if (!lastYear) return [];
  const out: ConsistencyChange[] = [];
  const [now, before] = [thisYear.emissions, lastYear.emissions];
  if (now.gwpSet !== before.gwpSet) out.push({ kind: 'gwp', from: before.gwpSet, to: now.gwpSet });
  const last = revisions(before.bases);
  for (const [id, to] of [...revisions(now.bases)].sort(([a], [b]) => a.localeCompare(b))) {
    const from = last.get(id);
    if (from !== undefined && from !== to) out.push({ kind: 'factor', id, from, to });
  }
  if (thisYear.boundary && lastYear.boundary) {
    const [ids, lastIds] = [new Set(thisYear.boundary), new Set(lastYear.boundary)];
    const added = [...ids].filter((i) => !lastIds.has(i));
    const removed = [...lastIds].filter((i) => !ids.has(i));
    if (added.length || removed.length) out.push({ kind: 'boundary', added, removed });
  }
  if ((now.removals ?? 'separate') !== (before.removals ?? 'separate'))
    out.push({ kind: 'method', method: now.removals ?? 'separate' });
  out.push(...coverage(now, before));
  return out;
}
