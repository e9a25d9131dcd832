import * as z from 'zod';

/** ULIDs: 26 Crockford base32 characters. Never contains '#', so it is safe inside keys. */
export const Id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);
/** A path `{id}` that is a company period's id (the spec's Social calls): the year it names is checked by the request chain (ADR 0115). */
export const PeriodIdParams = z.strictObject({ id: Id });

/** A reporting year is identified by its year-end date (YYYY-MM-DD). */
export const IsoDate = z.iso.date();
/** A path `{year}` that is a reporting year's end date. */
export const YearParams = z.strictObject({ year: IsoDate });
/** A path `{id}` that is a ULID. */
export const IdParams = z.strictObject({ id: Id });

/** Interface languages (en, hk, cn) and the keys the profile stores them as. */
export const LANGUAGES = ['en', 'hk', 'cn'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const LANG_KEYS = { en: 'en', hk: 'zh-hk', cn: 'zh-cn' } as const;
export const LangKey = z.enum(['en', 'zh-hk', 'zh-cn']);
export type LangKey = z.infer<typeof LangKey>;

/** The spec's states: language fetched after login is mapped zh-hk → hk, en → en, zh-cn → cn. */
export function languageOf(key: LangKey): Language {
  return key === 'zh-hk' ? 'hk' : key === 'zh-cn' ? 'cn' : 'en';
}

/** Optimistic concurrency: every edit carries the version it was based on. */
export const Version = z.number().int().min(0);
