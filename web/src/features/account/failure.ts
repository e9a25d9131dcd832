import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { ApiError } from '../../api/errors';
import type { CommonKey } from '../../i18n/common';
import type { FieldErrors } from './validation';
import { toFieldErrors } from './validation';

/** The spec's messages for a value another account holds, by the field that holds it. */
const IN_USE: Partial<Record<CommonKey, string>> = { loginInUse: 'login', emailInUse: 'email' };

/**
 * What a failed account call says: the network message, the spec message the API named
 * (login or e-mail in use, activation or reset failed), else `fallback`. Field issues the API
 * reports go under their fields.
 */
export function accountFailure(
  t: TFunction<typeof ns>,
  error: unknown,
  fallback: string,
  values: object = {},
): { text: string; fields: FieldErrors } {
  if (!(error instanceof ApiError)) return { text: fallback, fields: {} };
  if (error.isNetworkError) return { text: t('networkError', { ns: 'common' }), fields: {} };
  const fields = error.issues.length > 0 ? toFieldErrors(error.issues, values) : {};
  const named = error.code !== 'VALIDATION' && error.messageKey;
  const text = named ? t(`common:${error.messageKey}`, { defaultValue: fallback }) : fallback;
  // A login or an e-mail already in use is said at its field too, where the user changes it.
  const key = error.messageKey as CommonKey | undefined;
  const taken = key && IN_USE[key];
  return { text, fields: taken && taken in values ? { ...fields, [taken]: { key, ns: 'common' } } : fields };
}
