import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { ApiError } from '../../api/errors';
import type { FieldErrors } from './validation';
import { toFieldErrors } from './validation';

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
  return { text: named ? t(`common:${error.messageKey}`, { defaultValue: fallback }) : fallback, fields };
}
