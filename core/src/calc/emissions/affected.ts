import { gapKey } from './gaps';
import type { Line } from './line';
import type { ResourceKind } from './model';

/** The rows a gap or a proxy factor touches, so a page can say which of the user's rows wait on it. */
export type Affected = {
  rowIds: string[];
  kinds: ResourceKind[];
};

/** A factor used for a later year than it was published for (a proxy): disclosed, not missing. */
export type ProxyJson = Affected & {
  factorId: string;
  /** The last year the revision used is valid for. */
  validTo?: number;
};

function collect<K>(into: Map<K, { rows: Set<string>; kinds: Set<ResourceKind> }>, key: K, l: Line) {
  let a = into.get(key);
  if (!a) into.set(key, (a = { rows: new Set(), kinds: new Set() }));
  a.rows.add(l.rowId);
  a.kinds.add(l.kind);
}
const asAffected = (a: { rows: Set<string>; kinds: Set<ResourceKind> }): Affected => ({
  rowIds: [...a.rows].sort(),
  kinds: [...a.kinds].sort(),
});

/**
 * Per gap (by gapKey) the rows it stops, and the proxy factors with the rows that used them. Only
 * lines with activity count: a row with nothing entered needs no factor, so it waits on none.
 */
export function affectedRows(lines: readonly Line[]) {
  const gaps = new Map<string, { rows: Set<string>; kinds: Set<ResourceKind> }>();
  const proxies = new Map<string, { rows: Set<string>; kinds: Set<ResourceKind> }>();
  const validTo = new Map<string, number | undefined>();
  for (const l of lines) {
    for (const g of l.gaps) collect(gaps, gapKey(g), l);
    if (l.gaps.length > 0 || !l.price) continue;
    for (const f of l.basis.factors)
      if (f.proxy) {
        collect(proxies, f.id, l);
        validTo.set(f.id, f.validTo);
      }
  }
  return {
    ofGap: (key: string): Affected => {
      const a = gaps.get(key);
      return a ? asAffected(a) : { rowIds: [], kinds: [] };
    },
    proxies: [...proxies]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([factorId, a]): ProxyJson => {
        const until = validTo.get(factorId);
        return { factorId, ...(until === undefined ? {} : { validTo: until }), ...asAffected(a) };
      }),
  };
}
