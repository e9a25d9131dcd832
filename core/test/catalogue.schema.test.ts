import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFERENCE_LISTS } from '../src/catalogue/lists';
import { messageText, type CatalogueMessageKey } from '../src/catalogue/messages';
import { fieldsOf, type PageDeclaration } from '../src/catalogue/page';
import { PAGES } from '../src/pages/index';
import { schemaFor, validatePage, type SchemaOptions } from '../src/catalogue/schema/page';
import type { DetailField, Field, ScalarField } from '../src/catalogue/types';
import { MONTHS } from '../src/catalogue/values';

/** Run-time lists (the tenant's locations, the unit catalogue) as the API would pass them. */
const OPTIONS: SchemaOptions = { lists: { locations: ['loc-hq', 'loc-shop-1', 'loc-warehouse'], units: ['m3', 'L'] } };
const listValues = (list: string) => OPTIONS.lists![list] ?? REFERENCE_LISTS[list]!.map((o) => o.value);

type Where = 'page' | 'yes' | 'cell';
type Json = unknown;
const OMIT = Symbol('omit');

const required = (f: Field, where: Where) =>
  f.kind === 'number' && f.formula
    ? false
    : (f.validation?.required ?? (f.kind === 'yesNoNtd' || where !== 'page')) ||
      (f.validation?.minItems ?? 0) > 0 ||
      (f.kind === 'table' && (f.minRows ?? 0) > 0);

const nonBlank = (max: number) =>
  fc.string({ minLength: 1, maxLength: Math.min(max, 40) }).filter((s) => s.trim() !== '');
const digits = fc.stringMatching(/^\d{1,4}$/);
/** Text a field's pattern accepts (row ids, e-mail addresses), within its length bounds. */
const matching = (f: ScalarField) =>
  fc
    .stringMatching(new RegExp(`^(?:${f.validation!.pattern!})$`, 'u'))
    .filter((s) => s.length >= (f.validation?.minLength ?? 1) && s.length <= (f.validation?.maxLength ?? 500));

function numberText(f: ScalarField, positive: boolean): fc.Arbitrary<string> {
  const integer = f.kind === 'number' && f.validation?.integer;
  // A declared maximum (a share ≤ 100, a distance ≤ the Earth's circumference) bounds the whole part below it, a
  // declared minimum (a milestone's target row ≥ 1) above it.
  const max = f.validation?.max ? Number(f.validation.max) - 1 : 1_000_000_000;
  const min = Math.max(positive ? 1 : 0, f.validation?.min ? Math.ceil(Number(f.validation.min)) : 0);
  const whole = fc.integer({ min, max }).map(String);
  return integer ? whole : fc.tuple(whole, fc.option(digits)).map(([i, d]) => (d === null ? i : `${i}.${d}`));
}

/** A valid answer for one scalar field, where it sits deciding what may be empty. */
function scalar(f: ScalarField, where: Where): fc.Arbitrary<Json> {
  const must = required(f, where);
  const filled: fc.Arbitrary<Json> = (() => {
    switch (f.kind) {
      case 'number':
        return numberText(f, where === 'yes' && must);
      case 'text':
      case 'longText':
        return f.validation?.pattern ? matching(f) : nonBlank(f.validation?.maxLength ?? 500);
      case 'date':
        return (
          fc
            // A date that has happened (validation.notFuture) is generated up to today.
            .date({
              min: new Date('2000-01-01'),
              max: f.validation?.notFuture ? new Date() : new Date('2099-12-31'),
              noInvalidDate: true,
            })
            .map((d) => d.toISOString().slice(0, 10))
        );
      case 'select':
        return fc.constantFrom(...listValues(f.list));
      case 'multiSelect': {
        const values = listValues(f.list);
        return fc.uniqueArray(fc.constantFrom(...values), { minLength: must ? 1 : 0, maxLength: values.length });
      }
    }
  })();
  if (must) return filled;
  const empty = f.kind === 'multiSelect' ? fc.constant([]) : fc.constantFrom('', null);
  return fc.oneof(filled, empty, fc.constant(OMIT));
}

const rows = (
  row: fc.Arbitrary<Record<string, Json>>,
  min: number,
  key?: (r: Record<string, Json>) => string,
  max = 4,
) =>
  key
    ? fc.uniqueArray(row, { minLength: min, maxLength: Math.min(max, 4), selector: key })
    : fc.array(row, { minLength: min, maxLength: Math.min(max, 4) });

function detail(f: DetailField | Field, where: Where): fc.Arbitrary<Json> {
  const must = required(f, where);
  const optional = (a: fc.Arbitrary<Json>) => (must ? a : fc.oneof(a, fc.constant(OMIT), fc.constant(null)));
  switch (f.kind) {
    case 'table': {
      const row = record(f.columns, 'cell');
      const key = f.uniqueBy
        ? (r: Record<string, Json>) => JSON.stringify(f.uniqueBy!.map((u) => r[u] ?? ''))
        : undefined;
      const seq = f.sequenceColumn;
      const numbered = rows(row, f.minRows ?? (must ? 1 : 0), key, f.maxRows).map((rs) =>
        seq ? rs.map((r, i) => ({ ...r, [seq]: String(i + 1) })) : rs,
      );
      return optional(numbered);
    }
    case 'addressList': {
      const address = fc.record(
        { address: nonBlank(500), city: fc.oneof(nonBlank(100), fc.constant('')), country: nonBlank(100) },
        { requiredKeys: ['address'] },
      );
      return optional(rows(address, must ? 1 : 0));
    }
    case 'monthlyGrid': {
      const keys = fc.record(
        Object.fromEntries(Object.entries(f.rowKeys).map(([k, l]) => [k, fc.constantFrom(...listValues(l))])),
      );
      const month = fc.oneof(numberText({ ...f, kind: 'number' } as ScalarField, false), fc.constant(''));
      const row = fc.record(
        { keys, unit: fc.constantFrom('m3', 'L'), months: fc.array(month, { minLength: MONTHS, maxLength: MONTHS }) },
        { requiredKeys: ['keys', 'months'] },
      );
      return optional(rows(row, must ? 1 : 0, (r) => JSON.stringify(r.keys)));
    }
    case 'yesNoNtd': {
      const answered = fc.oneof(
        fc.constant({ answer: 0 }),
        nonBlank(2000).map((reason) => ({ answer: -1, reason })),
        record(f.details ?? [], 'yes').map((details) => ({ answer: 1, details })),
      );
      return optional(answered);
    }
    default:
      return scalar(f, where);
  }
}

/** A payload object for these fields: omitted optional keys really are absent, as JSON would have it. */
function record(fields: readonly Field[], where: Where): fc.Arbitrary<Record<string, Json>> {
  return fc
    .tuple(...fields.map((f) => detail(f, where)))
    .map((values) => Object.fromEntries(fields.map((f, i) => [f.id, values[i]]).filter(([, v]) => v !== OMIT)));
}

const validPayload = (page: PageDeclaration) => record(fieldsOf(page), 'page');

/** Every leaf of a payload (strings, list values, yes/no answers) with its path and declared kind. */
function leaves(fields: readonly Field[], value: Record<string, Json>, prefix = ''): { path: string; kind: string }[] {
  return fields.flatMap((f) => {
    const v = value[f.id];
    const path = `${prefix}${f.id}`;
    if (v === undefined) return [];
    if (f.kind === 'yesNoNtd') {
      const q = v as { answer: number; reason?: string; details?: Record<string, Json> } | null;
      if (!q) return [];
      const inner = q.answer === 1 ? leaves(f.details ?? [], q.details ?? {}, `${path}.details.`) : [];
      return [
        { path: `${path}.answer`, kind: 'answer' },
        ...(q.answer === -1 ? [{ path: `${path}.reason`, kind: 'text' }] : []),
        ...inner,
      ];
    }
    if (!Array.isArray(v)) return [{ path, kind: f.kind }];
    if (f.kind === 'multiSelect')
      return [{ path, kind: 'list' }, ...v.map((_, i) => ({ path: `${path}.${i}`, kind: 'select' }))];
    if (f.kind === 'table') return v.flatMap((r, i) => leaves(f.columns, r as Record<string, Json>, `${path}.${i}.`));
    if (f.kind === 'addressList') return v.map((_, i) => ({ path: `${path}.${i}.address`, kind: 'text' }));
    if (f.kind === 'monthlyGrid')
      return v.flatMap((_, i) => [
        ...Array.from({ length: MONTHS }, (_m, m) => ({ path: `${path}.${i}.months.${m}`, kind: 'number' })),
        ...Object.keys(f.rowKeys).map((k) => ({ path: `${path}.${i}.keys.${k}`, kind: 'select' })),
      ]);
    return [];
  });
}

/** Values no field of that kind accepts: wrong JSON types for all, out-of-range or malformed for some. */
const BAD: Record<string, readonly Json[]> = {
  any: [42, true, {}],
  answer: [2, -2, '1', 0.5, null],
  number: ['1.2.3', '-', '1e5', ' 1', '12a', '.5'],
  date: ['2025-02-30', '31-12-2025', '2025-1-1'],
  select: ['no-such-value'],
  list: ['education'],
};

function setPath(target: Record<string, Json>, path: string, value: Json) {
  const parts = path.split('.');
  let at: Record<string, Json> = target;
  for (const p of parts.slice(0, -1)) at = at[p] as Record<string, Json>;
  at[parts.at(-1)!] = value;
}

const isKnownIssue = (i: { path: string; code: string; message: string; params?: Record<string, string | number> }) =>
  typeof i.path === 'string' && i.message === messageText(i.code as CatalogueMessageKey, i.params);

describe.each(PAGES.map((p) => [p.key, p] as const))('page %s', (_key, page) => {
  const schema = schemaFor(page, OPTIONS);

  it('accepts every payload generated from its declaration, unchanged, and round-trips it through JSON', () => {
    fc.assert(
      fc.property(validPayload(page), (payload) => {
        const first = schema.safeParse(payload);
        expect(first.error?.issues ?? []).toEqual([]);
        expect(first.data).toEqual(payload);
        const again = schema.parse(JSON.parse(JSON.stringify(first.data)));
        expect(again).toEqual(first.data);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses one wrong leaf with an issue at exactly that path, and never throws', () => {
    const mutated = validPayload(page).chain((payload) => {
      const all = leaves(fieldsOf(page), payload);
      if (all.length === 0) return fc.constant(undefined);
      return fc.constantFrom(...all).chain((leaf) =>
        fc.constantFrom(...[...(BAD[leaf.kind] ?? []), ...(leaf.kind === 'answer' ? [] : BAD.any!)]).map((bad) => {
          const copy = structuredClone(payload);
          setPath(copy, leaf.path, bad);
          return { payload: copy, path: leaf.path };
        }),
      );
    });
    fc.assert(
      fc.property(mutated, (m) => {
        if (!m) return;
        const result = validatePage(page, m.payload, OPTIONS);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.issues.map((i) => i.path)).toContain(m.path);
        expect(result.issues.every(isKnownIssue)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('answers any JSON with either a payload or catalogued issues, never an exception', () => {
    const keys = fieldsOf(page).map((f) => f.id);
    const shaped = fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__'), fc.jsonValue({ maxDepth: 4 }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), shaped), (input) => {
        const result = validatePage(page, input, OPTIONS);
        if (!result.ok) expect(result.issues.every(isKnownIssue)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
