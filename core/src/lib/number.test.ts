import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { contract } from '../contract/index';
import { isStorableNumber } from './number';

type Def = Record<string, unknown> & { type: string };
const defOf = (s: unknown) => (s as { _zod?: { def?: Def } })?._zod?.def;

/** Every number schema inside a request schema, with where it sits. */
function numbersIn(schema: unknown, at: string, out: [string, z.ZodType][] = [], depth = 0) {
  const def = defOf(schema);
  if (!def || depth > 12) return out;
  if (def.type === 'number') out.push([at, schema as z.ZodType]);
  for (const k of ['innerType', 'in', 'element', 'valueType'])
    if (def[k]) numbersIn(def[k], `${at}${k === 'element' ? '[]' : ''}`, out, depth + 1);
  for (const o of (def.options as unknown[]) ?? []) numbersIn(o, at, out, depth + 1);
  for (const [k, v] of Object.entries((def.shape as object) ?? {})) numbersIn(v, `${at}.${k}`, out, depth + 1);
  return out;
}

describe('numbers the database cannot keep exactly (docs/decisions/0020-input-hygiene.md)', () => {
  it.each([
    [Number('9007199254740993'), false],
    [1e-200, false],
    [1e38, false],
    [Infinity, false],
    [0, true],
    [-0.000123, true],
    [9007199254740991, true],
    [1e-130, true],
  ])('%d storable: %s', (n, ok) => expect(isStorableNumber(n)).toBe(ok));

  const inputs = Object.entries(contract).flatMap(([id, r]) =>
    (['body', 'query', 'params'] as const).flatMap((part) => numbersIn(r[part], `${id} ${part}`)),
  );
  it('every number of every request schema refuses them', () => {
    expect(inputs.length).toBeGreaterThan(10);
    const loose = inputs.filter(([, s]) => [2 ** 53 + 2, 1e-200].some((n) => s.safeParse(n).success)).map(([at]) => at);
    expect(loose).toEqual([]);
  });
});
