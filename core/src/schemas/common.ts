import * as z from 'zod';

/** ULIDs: 26 Crockford base32 characters. Never contains '#', so it is safe inside keys. */
export const Id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'invalid ID');

/** A reporting year is identified by its year-end date (YYYY-MM-DD). */
export const IsoDate = z.iso.date();

/** Spec §5: first and last names, 1 to 50 characters, with the spec's messages. */
export const personName = (which: 'first' | 'last') =>
  z
    .string({ error: `Your ${which} name is required.` })
    .trim()
    .min(1, `Your ${which} name is required to be at least 1 character`)
    .max(50, `Your ${which} name cannot be longer than 50 characters`);

/** Spec §5: e-mail required, 5 to 50 characters, valid format. */
export const Email = z
  .string({ error: 'Your email is required.' })
  .trim()
  .min(5, 'Your email is required to be at least 5 characters.')
  .max(50, 'Your email cannot be longer than 50 characters.')
  .pipe(z.email('Your email is invalid.'))
  .transform((s) => s.toLowerCase());

/** Spec §5: login 1 to 50 of letters, digits and e-mail addresses. */
export const Login = z
  .string({ error: 'Your username is required.' })
  .min(1, 'Your username is required to be at least 1 character.')
  .max(50, 'Your username cannot be longer than 50 characters.')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Your username is invalid.')
  .transform((s) => s.toLowerCase());

/**
 * Password length: the spec says 4–50 but reminds users of 8; Cognito cannot go below 6.
 * We apply 8–50 on client and server (docs/decisions/0002-password-length.md).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const Password = z
  .string({ error: 'Your password is required.' })
  .min(PASSWORD_MIN, `Your password is required to be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Your password cannot be longer than ${PASSWORD_MAX} characters.`);

/** Interface languages (spec §1) and their stored keys (spec §4 mapping). */
export const LANGUAGES = ['en', 'hk', 'cn'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const LANG_KEYS = { en: 'en', hk: 'zh-hk', cn: 'zh-cn' } as const;
export const LangKey = z.enum(['en', 'zh-hk', 'zh-cn']);
export type LangKey = z.infer<typeof LangKey>;

/** Spec §4: language fetched after login is mapped zh-hk → hk, en → en, zh-cn → cn. */
export function languageOf(key: LangKey): Language {
  return key === 'zh-hk' ? 'hk' : key === 'zh-cn' ? 'cn' : 'en';
}

/** Optimistic concurrency: every edit carries the version it was based on. */
export const Version = z.number().int().min(0);
