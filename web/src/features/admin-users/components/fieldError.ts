import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import { isValidationKey, validationNs } from '../../../i18n/validation';
import type { FieldErrors } from '../validation';

/** The translated message of one field, for a Cloudscape FormField's errorText. */
export function fieldError(t: TFunction<typeof ns>, errors: FieldErrors, field: string): string | undefined {
  const message = errors[field];
  if (!message) return undefined;
  if (typeof message !== 'string') return t(message.common, { ns: 'common' });
  return isValidationKey(message) ? t(message, { ns: validationNs }) : t(message);
}
