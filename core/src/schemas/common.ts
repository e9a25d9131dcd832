import * as z from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, validationEn as en } from './validationMessages';

/** ULIDs: 26 Crockford base32 characters. Never contains '#', so it is safe inside keys. */
export const Id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'invalid ID');
/** A path `{id}` that is a company period's id (the spec's Social calls): the year it names is checked by the request chain (ADR 0115). */
export const PeriodIdParams = z.strictObject({ id: Id });

/** A reporting year is identified by its year-end date (YYYY-MM-DD). */
export const IsoDate = z.iso.date();
/** A path `{year}` that is a reporting year's end date. */
export const YearParams = z.strictObject({ year: IsoDate });
/** A path `{id}` that is a ULID. */
export const IdParams = z.strictObject({ id: Id });

/** The spec's validation rules: first and last names, 1 to 50 characters, with the spec's messages. */
export const personName = (which: 'first' | 'last') =>
  z
    .string({ error: en(`${which}NameRequired`) })
    .trim()
    .min(1, en(`${which}NameMin`))
    .max(50, en(`${which}NameMax`));

/** The spec's validation rules: e-mail required, 5 to 50 characters, valid format. */
export const Email = z
  .string({ error: en('emailRequired') })
  .trim()
  .min(5, en('emailMin'))
  .max(50, en('emailMax'))
  .pipe(z.email(en('emailInvalid')))
  .transform((s) => s.toLowerCase());

/** The spec's validation rules: login 1 to 50 of letters, digits and e-mail addresses. */
export const Login = z
  .string({ error: en('loginRequired') })
  .min(1, en('loginMin'))
  .max(50, en('loginMax'))
  .regex(/^[A-Za-z0-9._@-]+$/, en('loginInvalid'))
  .transform((s) => s.toLowerCase());

export { PASSWORD_MAX, PASSWORD_MIN };
export const Password = z
  .string({ error: en('passwordRequired') })
  .min(PASSWORD_MIN, en('passwordMin', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, en('passwordMax', { max: PASSWORD_MAX }));

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
