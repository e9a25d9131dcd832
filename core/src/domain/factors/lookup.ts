import type { FactorRevisionView } from '../../schemas/admin';

type Dated = Pick<FactorRevisionView, 'revision' | 'validFrom' | 'validTo'>;

const covers = (r: Dated, year: number) => (r.validFrom ?? -Infinity) <= year && year <= (r.validTo ?? Infinity);

/**
 * Which revision of a factor a reporting year uses (pure, so it is tested on its own):
 * 1. of the revisions whose valid years cover the year, the newest — an edit wins for its years;
 * 2. else the revision valid for the latest earlier year, flagged `proxy` so the report says so;
 * 3. else none: a factor from a later year is never projected backwards.
 */
export function pickRevision<R extends Dated>(revisions: readonly R[], year: number) {
  const newest = (a: R, b: R) => (b.revision > a.revision ? b : a);
  const exact = revisions.filter((r) => covers(r, year));
  if (exact.length > 0) return { revision: exact.reduce(newest), proxy: false };
  const earlier = revisions.filter((r) => r.validTo !== undefined && r.validTo < year);
  if (earlier.length === 0) return undefined;
  const latestYear = Math.max(...earlier.map((r) => r.validTo!));
  return { revision: earlier.filter((r) => r.validTo === latestYear).reduce(newest), proxy: true };
}
