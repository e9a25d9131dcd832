import * as z from 'zod';
import { _coercedNumber, _isoDate } from 'zod/v4/core';

// Every group imports this module: its schemas are built when it loads, so each one a group may not use is marked
// pure, for the bundler to leave out where nothing reads it (docs/bench.md, "Handler bundles without what no route runs").

/** ULIDs: 26 Crockford base32 characters. Never contains '#', so it is safe inside keys. */
export const Id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);
/** A path `{id}` that is a company period's id (the spec's Social calls): the year it names is checked by the request chain (ADR 0115). */
export const PeriodIdParams = /* @__PURE__ */ z.strictObject({ id: Id });

/**
 * A reporting year is identified by its year-end date (YYYY-MM-DD): `z.iso.date()`, built without zod's `iso`
 * namespace, which brings its other three formats' builders (see `coercedNumber`).
 */
export const IsoDate: z.ZodISODate = _isoDate(z.ZodISODate);

/** How far the reference data trusts a value: a factor's, a conversion's from the reference data. */
export const Confidence = /* @__PURE__ */ z.enum(['high', 'medium', 'low']);
/** A path `{year}` that is a reporting year's end date. */
export const YearParams = /* @__PURE__ */ z.strictObject({ year: IsoDate });
/** A path `{id}` that is a ULID. */
export const IdParams = /* @__PURE__ */ z.strictObject({ id: Id });

/** Interface languages (en, hk, cn) and the keys the profile stores them as. */
export const LANGUAGES = ['en', 'hk', 'cn'] as const;
export const Language = /* @__PURE__ */ z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const LANG_KEYS = { en: 'en', hk: 'zh-hk', cn: 'zh-cn' } as const;
export const LangKey = /* @__PURE__ */ z.enum(['en', 'zh-hk', 'zh-cn']);
export type LangKey = z.infer<typeof LangKey>;

/** The spec's states: language fetched after login is mapped zh-hk → hk, en → en, zh-cn → cn. */
export function languageOf(key: LangKey): Language {
  return key === 'zh-hk' ? 'hk' : key === 'zh-cn' ? 'cn' : 'en';
}

/**
 * A number sent as text (a query parameter), read as `z.coerce.number()` reads it, built without zod's `coerce`
 * namespace: a bundle that reaches one coercion through the namespace carries them all, with the big integer and date
 * types no route takes (docs/bench.md, "Handler bundles without what no route runs").
 */
export const coercedNumber = (): z.ZodCoercedNumber => _coercedNumber(z.ZodNumber) as z.ZodCoercedNumber;

/** Optimistic concurrency: every edit carries the version it was based on. */
export const Version = z.number().int().min(0);
