import type { EmissionsJson } from '../../calc/emissions/present';

/** What changed since last year that affects comparison (HKEX MDR consistency), detected, never typed. */
export type ConsistencyChange =
  | { kind: 'gwp'; from: string; to: string }
  | { kind: 'factor'; id: string; from: number; to: number }
  | { kind: 'boundary'; added: string[]; removed: string[] }
  | { kind: 'method'; method: string };

/** What the detection reads of one year. */
export interface YearFacts {
  emissions: Pick<EmissionsJson, 'gwpSet' | 'removals' | 'bases'>;
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

/**
 * The changes between last year and this year: another GWP set, a factor used in both years at
 * another revision, locations entering or leaving the boundary, tree removals netted one year and
 * not the other. No last year on record: no change to report (the report says it is the first year).
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
  return out;
}
