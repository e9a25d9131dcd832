import fc from 'fast-check';
import type * as z from 'zod';

/** The parts of zod 4's schema definitions a generator needs (zod keeps them on `_zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  pattern?: RegExp;
  format?: string;
  getter?: () => z.ZodType;
}
interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def) => (d.checks ?? []).map((c) => c._zod.def);

function stringArb(d: Def): fc.Arbitrary<string> {
  const checks = checksOf(d);
  const pattern = d.pattern ?? checks.find((c) => c.pattern)?.pattern;
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const declaredMax = checks.find((c) => c.check === 'max_length')?.maximum;
  const max = declaredMax ?? 40;
  if (pattern) {
    try {
      // The pattern bounds its own length ({43,200}): only a declared maximum filters it, never the default one,
      // or a filter no generated value passes spins for ever.
      return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= (declaredMax ?? Infinity));
    } catch {
      // a pattern fast-check cannot invert: plain text stands in (the server must refuse it cleanly)
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, 60) });
}

function numberArb(d: Def): fc.Arbitrary<number> {
  const checks = checksOf(d);
  const min = checks.find((c) => c.check === 'greater_than')?.value ?? -1e6;
  const max = checks.find((c) => c.check === 'less_than')?.value ?? 1e6;
  const integer = checks.some((c) => c.format === 'safeint' || c.format === 'int32');
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values a schema accepts (mostly: refinements and lookaheads are not inverted), for routes to get past parsing. */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  switch (d.type) {
    case 'string':
      return stringArb(d);
    case 'number':
      return numberArb(d);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(d.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries ?? {}));
    case 'optional':
      return fc.option(arbitraryOf(d.innerType!, depth + 1), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(d.innerType!, depth + 1), { nil: null });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return arbitraryOf(d.innerType!, depth + 1);
    case 'pipe':
      return arbitraryOf(d.in!, depth + 1);
    case 'lazy':
      return arbitraryOf(d.getter!(), depth + 1);
    case 'union':
      return fc.oneof(...d.options!.map((o) => arbitraryOf(o, depth + 1)));
    case 'array':
      return fc.array(arbitraryOf(d.element!, depth + 1), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...d.items!.map((i) => arbitraryOf(i, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), arbitraryOf(d.valueType!, depth + 1), {
        maxKeys: 3,
      });
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(d.shape!).map(([k, v]) => [k, arbitraryOf(v, depth + 1)])));
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
