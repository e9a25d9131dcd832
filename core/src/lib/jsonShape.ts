/**
 * The shape limits of a request body (docs/decisions/0062-hostile-input.md): how deep it nests,
 * how many values it holds, and no key that names an object's prototype. Checked with an explicit
 * stack, so a body nested 100,000 levels deep is measured without recursion and refused before
 * anything walks it recursively (the text hygiene, the zod schemas).
 */
export const MAX_JSON_DEPTH = 32;
/** Values (object members and array elements) in one body; the largest form save holds a few thousand. */
export const MAX_JSON_VALUES = 100_000;
/** Keys that would reach an object's prototype if a body were ever merged into an object. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type JsonShapeProblem =
  | { problem: 'jsonTooDeep'; path: string }
  | { problem: 'jsonTooManyValues'; path: string }
  | { problem: 'jsonForbiddenKey'; path: string };

/** The first shape problem of a parsed JSON value, or undefined; `path` names where it was found. */
export function jsonShapeProblem(value: unknown, root: string): JsonShapeProblem | undefined {
  const stack: { v: unknown; depth: number; at: string }[] = [{ v: value, depth: 0, at: root }];
  let values = 0;
  while (stack.length > 0) {
    const { v, depth, at } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { problem: 'jsonTooDeep', path: at };
    const keys = Array.isArray(v) ? null : Object.keys(v);
    values += keys ? keys.length : (v as unknown[]).length;
    // Counted before the members are visited, so a huge array costs no more than its length.
    if (values > MAX_JSON_VALUES) return { problem: 'jsonTooManyValues', path: at };
    if (!keys) (v as unknown[]).forEach((x, i) => stack.push({ v: x, depth: depth + 1, at: `${at}.${i}` }));
    else
      for (const k of keys) {
        if (FORBIDDEN_KEYS.has(k)) return { problem: 'jsonForbiddenKey', path: `${at}.${k}` };
        stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, at: `${at}.${k}` });
      }
  }
  return undefined;
}
