import { namesIn, textOf } from '@esg/core/catalogue/bilingual';
import type { TableRow } from '@esg/core/catalogue/values';
import type { Names } from './locationName';

/**
 * The reporting boundaries page's locations by their one name (the value of every answer on the run-time `locations`
 * list: `textOf`), each named in every language as the API names them (`namesIn`, ADR 0121). The Simplified of a name
 * typed only in Traditional is converted by `toSimplified` once loaded (`useSimplified`), else reads the Traditional.
 */
export function boundaryNames(
  boundaries: Record<string, unknown> | undefined,
  toSimplified: (hk: string) => string = (hk) => hk,
): ReadonlyMap<string, Names> {
  const rows = Array.isArray(boundaries?.locations) ? (boundaries.locations as TableRow[]) : [];
  return new Map(rows.filter((r) => textOf(r.name) !== '').map((r) => [textOf(r.name), namesIn(r.name, toSimplified)]));
}
