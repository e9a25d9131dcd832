import * as z from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, validationEn as en } from './validationMessages';

/*
 * People's fields with the spec's messages, in a module of their own: each schema is built when the module loads, so
 * a Lambda that imports the shared ids and years (common.ts) carries none of them (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */

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
