import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import { isValidationKey, validationNs } from '../../../i18n/validation';
import type { FieldErrors } from '../validation';

/** The translated message of one field, for a Cloudscape FormField's errorText. */
export const fieldError = (t: TFunction<typeof ns>, errors: FieldErrors, field: string): string | undefined => {
  const message = errors[field];
  if (!message) return undefined;
  const { key, params } = message;
  return isValidationKey(key) ? t(key, { ...params, ns: validationNs }) : t(key, params ?? {});
};
