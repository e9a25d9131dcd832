/**
 * Answers are addressed by the dotted payload paths the catalogue and the API use
 * ('locations.1.name', 'emissions.details.emissionsName'), so a server issue, a client issue and
 * the control that shows it all name the same spot.
 */
export type Values = Record<string, unknown>;

const isIndex = (segment: string) => /^\d+$/.test(segment);

export function getAt(values: unknown, path: string): unknown {
  let node = values;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A copy of `values` with `value` at `path`; missing objects and arrays on the way are created. */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const container: unknown = values ?? (isIndex(head!) ? [] : {});
  const child = rest.length === 0 ? value : setAt((container as Record<string, unknown>)[head!], rest.join('.'), value);
  if (Array.isArray(container)) {
    const copy = [...(container as unknown[])];
    copy[Number(head)] = child;
    return copy as T;
  }
  return { ...(container as Record<string, unknown>), [head!]: child } as T;
}

/** True when nothing was answered on the page yet (what "Copy from last year" is offered on). */
export function isEmptyAnswers(values: Values): boolean {
  return Object.values(values).every(
    (v) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0),
  );
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Whether two sets of answers say the same: key order does not matter, and a field left blank is
 * the same as one never touched (typing and deleting again is not an unsaved change).
 */
export function sameAnswers(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameAnswers(x, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameAnswers((a as Values)[k], (b as Values)[k]));
  }
  return a === b;
}
